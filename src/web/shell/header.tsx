import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { navbarItems } from './menu';
import { MenuLink } from './menu-link';
import { Wordmark } from './wordmark';
import { useT } from '../strings/i18n';

const MobileMenu = lazy(() => import('./mobile-menu'));

/** Three bars: the menu button's icon (Mantine's Burger draws it with a <div> inside the button). */
const menuIcon = (
  <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
    <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
  </svg>
);

/** The site's bar, inside the layout's <header> (the banner): wordmark, navigation, phone menu. */
export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that it can play its closing transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const t = useT();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Wordmark />
      <Group component="nav" aria-label={t('shell.mainNav')} gap="lg" visibleFrom="sm">
        {navbarItems
          .filter((item) => item.visibleOn.desktop)
          .map((item) => (
            <MenuLink key={item.label} item={item} />
          ))}
      </Group>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => {
          setMenuLoaded(true);
          toggle();
        }}
        hiddenFrom="sm"
        aria-label={t('nav.menu')}
        aria-expanded={opened}
      >
        {menuIcon}
      </ActionIcon>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
