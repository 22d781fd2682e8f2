import { lazy, Suspense, useState } from 'react';
import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { navbarItems } from './menu';
import { MenuLink } from './menu-link';
import { Wordmark } from './wordmark';
import { useT } from '../strings/i18n';

const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that it can play its closing transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const t = useT();
  return (
    <Group component="header" h="100%" px="md" justify="space-between" wrap="nowrap">
      <Wordmark />
      <Group component="nav" aria-label={t('shell.mainNav')} gap="lg" visibleFrom="sm">
        {navbarItems
          .filter((item) => item.visibleOn.desktop)
          .map((item) => (
            <MenuLink key={item.label} item={item} />
          ))}
      </Group>
      <Burger
        opened={opened}
        onClick={() => {
          setMenuLoaded(true);
          toggle();
        }}
        hiddenFrom="sm"
        aria-label={t('nav.menu')}
        aria-expanded={opened}
      />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
