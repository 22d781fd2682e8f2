import { Alert, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import {
  selectIsWaitingForFirstQuote,
  selectOfferCountdown,
  selectQuotesOfPackage,
  selectWithoutQuotesMessage,
} from '../../../machines/quotation/quotation.selectors';
import type { quotationMachine } from '../../../machines/quotation/quotation.machine';
import { coveragePackages, type PackageCode } from '../../domain/packages';
import { useFlowActor } from '../machines/flows-provider';
import { useFlowSelector } from '../machines/use-flow-selector';
import { QuoteCard } from './quote-card';
import { QuoteProgressAnnouncement } from './quote-progress-announcement';

const useQuotation = <T,>(selector: (snapshot: SnapshotFrom<typeof quotationMachine>) => T) =>
  useFlowSelector<typeof quotationMachine, T>('quotation', selector);

/** The results page: countdown, package tabs and the insurer cards as they arrive. */
export function ResultsView() {
  const actor = useFlowActor('quotation');
  const currentPackage = useQuotation((s) => s.context.currentPackage) ?? 0;
  const quotes = useQuotation((s) => selectQuotesOfPackage(s.context.currentPackage)(s)) ?? [];
  const waiting = useQuotation(selectIsWaitingForFirstQuote);
  const countdown = useQuotation(selectOfferCountdown);
  const withoutQuotes = useQuotation(selectWithoutQuotesMessage);
  const showPackage = (value: string | null) =>
    actor?.send({ type: 'quotation.showPackage', package: Number(value) as PackageCode });
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
            onSelect={() =>
              actor?.send({
                type: 'quotation.select',
                providerCode: quote.providerCode,
                package: quote.package,
              })
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
