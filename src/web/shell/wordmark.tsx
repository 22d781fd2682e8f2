import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBrand } from '../brands/brand-context';
import { useT } from '../strings/i18n';

/** The brand's text wordmark; it links home, as the spec's logo does. */
export function Wordmark() {
  const brand = useBrand();
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={`${brand.name} · ${t('nav.home')}`}
      // At 320 px and 200% text the name wraps rather than pushing the menu off screen.
      style={{ textDecoration: 'none', minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Text
        component="span"
        fw={800}
        fz="xl"
        c="var(--mantine-primary-color-filled)"
        data-brand={brand.variant}
      >
        {brand.name}
      </Text>
    </Link>
  );
}
