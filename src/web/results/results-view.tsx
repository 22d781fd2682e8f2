import { Alert, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  selectIsWaitingForFirstQuote,
  selectOfferCountdown,
  selectQuotesOfPackage,
  selectSelectableQuoteIds,
  selectWithoutQuotesMessage,
} from '../../../machines/quotation/quotation.selectors';
import { coveragePackages, type PackageCode } from '../../domain/packages';
import { useQuotation, useQuotationIntents } from '../machines/use-quotation';
import { QuoteCard } from './quote-card';
import { QuoteProgressAnnouncement } from './quote-progress-announcement';

/** The results page: countdown, package tabs and the insurer cards as they arrive. */
export function ResultsView() {
  const intents = useQuotationIntents();
  const currentPackage = useQuotation((s) => s.context.currentPackage) ?? 0;
  const quotes = useQuotation((s) => selectQuotesOfPackage(s.context.currentPackage)(s)) ?? [];
  const waiting = useQuotation(selectIsWaitingForFirstQuote);
  const countdown = useQuotation(selectOfferCountdown);
  const withoutQuotes = useQuotation(selectWithoutQuotesMessage);
  const selectable = useQuotation(selectSelectableQuoteIds) ?? [];
  const showPackage = (value: string | null) => intents.showPackage(Number(value) as PackageCode);
  return (
    <Stack>
      <QuoteProgressAnnouncement />
      {countdown && <Text fw={600}>Oferta expira en {countdown}</Text>}
      <Tabs value={String(currentPackage)} onChange={showPackage}>
        <Tabs.List>
          {coveragePackages.map((pack) => (
            <Tabs.Tab key={pack.code} value={String(pack.code)}>
              {pack.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {withoutQuotes && <Alert role="status">{withoutQuotes}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={waiting}>
        {waiting && [0, 1, 2].map((slot) => <Skeleton key={slot} height={180} radius="md" />)}
        {quotes.map((quote) => (
          <QuoteCard
            key={quote.id}
            quote={quote}
            onSelect={selectable.includes(quote.id) ? () => intents.select(quote) : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
