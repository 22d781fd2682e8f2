import { Anchor, Burger, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { navbarItems, type MenuItem } from './menu';
import { Wordmark } from './wordmark';
import { useT } from '../strings/i18n';

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
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
        onClick={toggle}
        hiddenFrom="sm"
        aria-label={t('nav.menu')}
        aria-expanded={opened}
      />
      <Drawer opened={opened} onClose={close} title={<Wordmark />} hiddenFrom="sm" size="xs">
        <Stack component="nav" aria-label={t('shell.mobileNav')}>
          {navbarItems
            .filter((item) => item.visibleOn.mobile)
            .map((item) => (
              <MenuLink key={item.label} item={item} onNavigate={close} />
            ))}
        </Stack>
      </Drawer>
    </Group>
  );
}

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const t = useT();
  if (!item.enabled) {
    return (
      <Anchor component="span" c="dimmed" aria-disabled="true">
        {t(item.label)}
      </Anchor>
    );
  }
  if (item.external) {
    return (
      <Anchor href={item.href} target="_blank" rel="noopener" c="dark">
        {t(item.label)}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={item.href} onClick={onNavigate} c="dark">
      {t(item.label)}
    </Anchor>
  );
}
