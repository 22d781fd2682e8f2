import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuItem } from './menu';
import { useT } from '../strings/i18n';

/** One entry of the navigation: a route link, an external link, or a dimmed disabled entry. */
export function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
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
