import type { StringKey } from '../strings/catalogue';
import { clientRoutes } from '../../domain/site/routes';
import { externalLinks } from '../config';

export interface MenuItem {
  label: StringKey;
  href: string;
  external: boolean;
  /** Per-device visibility flags and the enabled flag of the spec's menu items. */
  visibleOn: { mobile: boolean; desktop: boolean };
  enabled: boolean;
}

export const navbarItems: MenuItem[] = [
  {
    label: 'nav.protectionClub',
    href: externalLinks.protectionClub,
    external: true,
    visibleOn: { mobile: true, desktop: true },
    enabled: true,
  },
  {
    label: 'nav.partner',
    href: externalLinks.partnerSite,
    external: true,
    visibleOn: { mobile: false, desktop: true },
    enabled: true,
  },
  {
    label: 'nav.about',
    href: clientRoutes.about,
    external: false,
    visibleOn: { mobile: true, desktop: true },
    enabled: false,
  },
  {
    label: 'nav.help',
    href: clientRoutes.help,
    external: false,
    visibleOn: { mobile: true, desktop: true },
    enabled: true,
  },
  {
    label: 'nav.signIn',
    href: externalLinks.walletSignIn,
    external: true,
    visibleOn: { mobile: true, desktop: true },
    enabled: true,
  },
  {
    label: 'nav.createAccount',
    href: externalLinks.walletCreateAccount,
    external: true,
    visibleOn: { mobile: true, desktop: true },
    enabled: true,
  },
];
