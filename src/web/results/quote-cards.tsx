import { SimpleGrid, Skeleton } from '@mantine/core';
import { selectIsLoadingQuotation } from '../../../machines/app/app.selectors';
import {
  selectComparedInsurers,
  selectIsWaitingForFirstQuote,
  selectQuotesOfPackage,
  selectRecommendedQuoteId,
  selectSelectableQuoteIds,
  selectTogglableCompareInsurers,
  selectUpdatingQuoteIds,
} from '../../../machines/quotation/quotation.selectors';
import { useApp } from '../flow-hooks/use-app';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { QuoteCard } from './quote-card';

/**
 * The shown package's cards as they arrive, skeletons until the first insurer answers (or, on
 * the way from the wizard, until the quotation's code has arrived and the quotation runs).
 */
export function QuoteCards() {
  const intents = useQuotationIntents();
  const quotes = useQuotation((s) => selectQuotesOfPackage(s.context.currentPackage)(s)) ?? [];
  const loadingQuotation = useApp(selectIsLoadingQuotation);
  const waiting = useQuotation(selectIsWaitingForFirstQuote) ?? loadingQuotation;
  const selectable = useQuotation(selectSelectableQuoteIds) ?? [];
  const recommendedId = useQuotation(selectRecommendedQuoteId);
  const compared = useQuotation(selectComparedInsurers) ?? [];
  const togglable = useQuotation(selectTogglableCompareInsurers) ?? [];
  const updating = useQuotation(selectUpdatingQuoteIds) ?? [];
  const validity = useQuotation((s) => s.context.policy.validity) ?? 1;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={waiting}>
      {waiting && [0, 1, 2].map((slot) => <Skeleton key={slot} height={180} radius="md" />)}
      {quotes.map((quote) => (
        <QuoteCard
          key={quote.id}
          quote={quote}
          recommended={quote.id === recommendedId}
          validity={validity}
          updating={updating.includes(quote.id)}
          compare={{
            checked: compared.includes(quote.providerCode),
            disabled: !togglable.includes(quote.providerCode),
            onToggle: () => intents.toggleCompare(quote.providerCode),
          }}
          onSelect={selectable.includes(quote.id) ? () => intents.select(quote) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
