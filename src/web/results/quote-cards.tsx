import { SimpleGrid, Skeleton } from '@mantine/core';
import {
  selectComparedInsurers,
  selectIsWaitingForFirstQuote,
  selectQuotesOfPackage,
  selectRecommendedQuoteId,
  selectSelectableQuoteIds,
  selectTogglableCompareInsurers,
  selectUpdatingQuoteIds,
} from '../../../machines/quotation/quotation.selectors';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { QuoteCard } from './quote-card';

const cardGrid = { base: 1, sm: 2, lg: 3 };
const skeletons = [0, 1, 2].map((slot) => <Skeleton key={slot} height={180} radius="md" />);

/** The cards' places while nothing is there to show (the quotation's code on its way). */
export const QuoteCardSkeletons = () => (
  <SimpleGrid cols={cardGrid} aria-busy>
    {skeletons}
  </SimpleGrid>
);

/** The shown package's cards as they arrive, skeletons until the first insurer answers. */
export function QuoteCards() {
  const intents = useQuotationIntents();
  const quotes = useQuotation((s) => selectQuotesOfPackage(s.context.currentPackage)(s));
  const waiting = useQuotation(selectIsWaitingForFirstQuote);
  const selectable = useQuotation(selectSelectableQuoteIds);
  const recommendedId = useQuotation(selectRecommendedQuoteId);
  const compared = useQuotation(selectComparedInsurers);
  const togglable = useQuotation(selectTogglableCompareInsurers);
  const updating = useQuotation(selectUpdatingQuoteIds);
  const validity = useQuotation((s) => s.context.policy.validity);
  return (
    <SimpleGrid cols={cardGrid} aria-busy={waiting}>
      {waiting && skeletons}
      {quotes.map((quote) => (
        <QuoteCard
          key={quote.id}
          quote={quote}
          recommended={quote.id === recommendedId}
          validity={validity}
          updating={updating.includes(quote.id)}
          compared={compared.includes(quote.providerCode)}
          compareLocked={!togglable.includes(quote.providerCode)}
          onToggleCompare={intents.toggleCompare}
          onSelect={selectable.includes(quote.id) ? intents.select : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
