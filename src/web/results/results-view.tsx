import { Alert, Group, Loader, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  selectIsRepricing,
  selectIsWaitingForFirstQuote,
  selectOfferCountdown,
  selectQuotesOfPackage,
  selectSelectableQuoteIds,
  selectUpdatingQuoteIds,
  selectWithoutQuotesMessage,
} from '../../../machines/quotation/quotation.selectors';
import { coveragePackages, type PackageCode } from '../../domain/packages';
import { allowsInterestFreeMonths } from '../../domain/payment-frequencies';
import { selectMessage } from '../../../machines/session/session.selectors';
import { useQuotation, useQuotationIntents } from '../machines/use-quotation';
import { useSession, useSessionIntents } from '../machines/use-session';
import { useT } from '../strings/i18n';
import { CustomisePanel } from './customise-panel';
import { EditQuoteModal } from './edit-quote-modal';
import { QuoteBar } from './quote-bar';
import { QuoteCard } from './quote-card';
import { QuoteProgressAnnouncement } from './quote-progress-announcement';
import { interpolate } from '../strings/interpolate';

/** The results page: the quotation bar, countdown, package tabs and the cards as they arrive. */
export function ResultsView() {
  const t = useT();
  const intents = useQuotationIntents();
  const currentPackage = useQuotation((s) => s.context.currentPackage) ?? 0;
  const quotes = useQuotation((s) => selectQuotesOfPackage(s.context.currentPackage)(s)) ?? [];
  const waiting = useQuotation(selectIsWaitingForFirstQuote);
  const repricing = useQuotation(selectIsRepricing) ?? false;
  const countdown = useQuotation(selectOfferCountdown);
  const withoutQuotes = useQuotation(selectWithoutQuotesMessage);
  const sessionMessage = useSession(selectMessage);
  const session = useSessionIntents();
  const offersMsi = useQuotation((s) =>
    allowsInterestFreeMonths(s.context.policy.paymentFrequency),
  );
  const selectable = useQuotation(selectSelectableQuoteIds) ?? [];
  const updating = useQuotation(selectUpdatingQuoteIds) ?? [];
  return (
    <Stack>
      <QuoteProgressAnnouncement />
      {sessionMessage && (
        <Alert
          color="yellow"
          role="alert"
          withCloseButton
          closeButtonLabel={t('results.close')}
          onClose={session.dismissMessage}
        >
          {sessionMessage}
        </Alert>
      )}
      <QuoteBar />
      <EditQuoteModal />
      <CustomisePanel />
      <Group justify="space-between" mih={28}>
        {countdown && (
          <Text fw={600}>{interpolate(t('quoteCard.offerExpiresIn'), { countdown })}</Text>
        )}
        <Group gap="xs" role="status" aria-live="polite">
          {repricing && (
            <>
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('results.updatingPrice')}</Text>
            </>
          )}
        </Group>
      </Group>
      {offersMsi && (
        <Text size="sm" c="dimmed">
          {t('results.msiNote')}
        </Text>
      )}
      <Tabs
        value={String(currentPackage)}
        onChange={(value) => value && intents.showPackage(Number(value) as PackageCode)}
      >
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
            updating={updating.includes(quote.id)}
            onSelect={selectable.includes(quote.id) ? () => intents.select(quote) : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
