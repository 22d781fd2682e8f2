import { Button, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  selectCanCompare,
  selectComparedQuotes,
  selectOffersComparison,
} from '../../../machines/quotation/quotation.selectors';
import { laterModule } from '../site/later-module';
import { LaterModal } from '../site/later-overlays';
import { useLaterModule } from '../site/use-later-module';
import { useQuotation } from '../flow-hooks/use-quotation';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';

/** The table loads with the modal, when the view first opens: both are asked for at once. */
const compareTable = laterModule(() => import('./compare-table'));

/**
 * The compare view: the button opens it once two to four insurers are ticked with 'Comparar'
 * (the quotation machine keeps the choice; src/domain/quote/compared-insurers.ts the limits).
 */
export function CompareView() {
  const t = usePageT(resultsText);
  const quotes = useQuotation(selectComparedQuotes);
  const canCompare = useQuotation(selectCanCompare);
  const offered = useQuotation(selectOffersComparison);
  const [opened, view] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const table = useLaterModule(compareTable, opened && canCompare);
  if (!offered) return null;
  return (
    <Group gap="sm">
      <Button onClick={view.open} disabled={!canCompare} variant="light">
        {interpolate(t('resultsContent.compareOpen'), { count: quotes.length })}
      </Button>
      {!canCompare && (
        <Text size="sm" c="dimmed">
          {t('resultsContent.compareHint')}
        </Text>
      )}
      <LaterModal
        opened={opened && canCompare}
        ready={table !== undefined}
        onClose={view.close}
        title={t('resultsContent.compareTitle')}
        size="auto"
        fullScreen={phone}
        padding={phone ? 'xs' : 'md'}
        closeButtonProps={{ 'aria-label': t('results.close') }}
      >
        {table && <table.ComparisonTable quotes={quotes} phone={phone} />}
      </LaterModal>
    </Group>
  );
}
