import { Drawer, Stack } from '@mantine/core';
import { navbarItems } from './menu';
import { MenuLink } from './menu-link';
import { Wordmark } from './wordmark';
import { useT } from '../strings/i18n';

/**
 * The small screens' menu drawer. Its own module: the drawer brings the modal machinery (focus
 * trap, scroll lock, portal), which the header loads only when the menu is first opened.
 */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer opened={opened} onClose={onClose} title={<Wordmark />} hiddenFrom="sm" size="xs">
      <Stack component="nav" aria-label={t('shell.mobileNav')}>
        {navbarItems
          .filter((item) => item.visibleOn.mobile)
          .map((item) => (
            <MenuLink key={item.label} item={item} onNavigate={onClose} />
          ))}
      </Stack>
    </Drawer>
  );
}
