import { Button, Group, Text } from '@mantine/core';
import {
  selectCheapestQuote,
  selectRoundProgress,
} from '../../../machines/quotation/quotation.selectors';
import { insurers } from '../../domain/insurers/insurers';
import { LiveRegion } from '../a11y/live-announcer';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';

/** '6 de 8 aseguradoras respondieron' and, once the round settles, who did not answer. */
function useRoundProgressText() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const progress = useQuotation(selectRoundProgress);
  if (progress.asked === 0) return null;
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
  const cheapest = useQuotation(selectCheapestQuote);
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
 * The cheapest price of the shown package, first on the page: on a phone the cards start below
 * the quotation bar, so the price a buyer came for is on the first screen.
 */
export function CheapestPriceLine() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const cheapest = useQuotation(selectCheapestQuote);
  if (!cheapest) return null;
  return (
    <Text fw={700}>
      {interpolate(t('resultsProgress.lowestPrice'), {
        price: format.money(cheapest.discountPrice),
        insurer: insurers[cheapest.providerCode].displayName,
      })}
    </Text>
  );
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
