import type { StringKey } from '../strings/catalogue';
import { clientRoutes } from '../../domain/routes';

/** External sites the spec links to. Placeholders for partner-owned hosts live in config. */
export const externalLinks = {
  protectionClub: import.meta.env.VITE_PROTECTION_CLUB_URL ?? 'https://www.coppel.com/',
  partnerSite: import.meta.env.VITE_PARTNER_SITE_URL ?? 'https://www.coppel.com/',
  walletSignIn: import.meta.env.VITE_WALLET_URL ?? 'https://cartera.cotizauto.mx/',
  walletCreateAccount: `${import.meta.env.VITE_WALLET_URL ?? 'https://cartera.cotizauto.mx'}/create-account`,
  vehicleRegistry: 'https://www.repuve.gob.mx/',
};

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
