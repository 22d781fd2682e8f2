import { Button, Group, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { quotationMachine } from '../../../machines/quotation/quotation.machine';
import {
  selectQuotesOfPackage,
  selectRoundProgress,
} from '../../../machines/quotation/quotation.selectors';
import { insurers } from '../../domain/insurers';
import { LiveRegion } from '../a11y/live-announcer';
import { useQuotation, useQuotationIntents } from '../machines/use-quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';

type Snapshot = SnapshotFrom<typeof quotationMachine>;

const selectCheapest = (snapshot: Snapshot) =>
  selectQuotesOfPackage(snapshot.context.currentPackage)(snapshot)[0] ?? null;

/** '6 de 8 aseguradoras respondieron' and, once the round settles, who did not answer. */
function useRoundProgressText() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const progress = useQuotation(selectRoundProgress);
  if (!progress || progress.asked === 0) return null;
  const { unanswered } = progress;
  return {
    answered: interpolate(t('resultsProgress.answered'), {
      answered: progress.answered,
      total: progress.asked,
    }),
    notAnswered:
      unanswered.length > 0
        ? interpolate(
            t(unanswered.length === 1 ? 'resultsProgress.oneLate' : 'resultsProgress.manyLate'),
            { insurers: format.list(unanswered.map((code) => insurers[code].displayName)) },
          )
        : null,
    waiting: progress.waiting > 0,
  };
}

/**
 * Screen readers hear the round's progress ('5 de 8 aseguradoras respondieron'), then who did
 * not answer or, when every insurer did, the cheapest price, in a polite live region.
 */
export function QuoteProgressAnnouncement() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const text = useRoundProgressText();
  const cheapest = useQuotation(selectCheapest);
  let message = '';
  if (text?.waiting) message = text.answered;
  else if (text?.notAnswered) message = `${text.answered}. ${text.notAnswered}.`;
  else if (text && cheapest) {
    message = interpolate(t('resultsProgress.cheapest'), {
      price: format.money(cheapest.discountPrice),
      insurer: insurers[cheapest.providerCode].displayName,
    });
  }
  return <LiveRegion message={message} />;
}

/**
 * The visible progress line: how many insurers answered and, once the round settles, those that
 * did not, with 'Volver a consultar' to ask only them again.
 */
export function RoundProgressLine() {
  const t = usePageT(resultsText);
  const intents = useQuotationIntents();
  const text = useRoundProgressText();
  if (!text) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {text.answered}
        {text.notAnswered && `. ${text.notAnswered}.`}
      </Text>
      {text.notAnswered && (
        <Button size="compact-sm" variant="light" onClick={intents.askAgain}>
          {t('resultsProgress.askAgain')}
        </Button>
      )}
    </Group>
  );
}
