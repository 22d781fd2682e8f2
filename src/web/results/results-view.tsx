import { packageNameKey } from '../strings/areas/packages';
import { Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { selectPackageChoices } from '../../../machines/quotation/policy-terms.selectors';
import {
  selectIsRepricing,
  selectOffersInterestFreeMonths,
} from '../../../machines/quotation/quotation.selectors';
import { parsePackageCode } from '../../domain/coverage/packages';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { CustomisePanel } from './customise-panel';
import { EditQuoteModal } from './edit-quote-modal';
import { QuoteBar } from './quote-bar';
import {
  CheapestPriceLine,
  QuoteProgressAnnouncement,
  RoundProgressLine,
} from './quote-progress-announcement';
import { QuoteSharingActions } from './quote-sharing-actions';
import { OfferCountdown } from '../components/offer-countdown';
import { HelpPanel } from './help-panel';
import { NoInsurerHelp } from './no-insurer-help';
import { QuoteCards, QuoteCardSkeletons } from './quote-cards';
import { FlowScope } from '../flow-hooks/flow-scope';
import { CompareView } from './compare-view';
import { ResultsInformation } from './results-information';
import { QuoteRestrictionNotice } from './policy-terms';
import { selectHasNoQuote } from '../../../machines/app/app.selectors';
import { useApp } from '../flow-hooks/use-app';

/** The results page: the quotation bar, countdown, package tabs and the cards as they arrive. */
export function ResultsView() {
  const t = usePageT(resultsText);
  const noQuote = useApp(selectHasNoQuote);
  if (noQuote) {
    return (
      <Stack>
        <Text>{t('results.noQuoteYet')}</Text>
        {/* A plain link: the wizard starts on the home page, whatever the router holds. */}
        <Button component="a" href="/" variant="light" w="fit-content">
          {t('results.startQuote')}
        </Button>
      </Stack>
    );
  }
  // While the quotation's code arrives, the cards' places wait.
  return (
    <FlowScope flow="quotation" fallback={<QuoteCardSkeletons />}>
      <QuotedResults />
    </FlowScope>
  );
}

function QuotedResults() {
  const t = usePageT(resultsText);
  const intents = useQuotationIntents();
  const currentPackage = useQuotation((s) => s.context.currentPackage);
  const repricing = useQuotation(selectIsRepricing);
  const packages = useQuotation(selectPackageChoices);
  const offersMsi = useQuotation(selectOffersInterestFreeMonths);
  return (
    <Stack>
      <QuoteProgressAnnouncement />
      <CheapestPriceLine />
      <QuoteBar />
      <QuoteSharingActions />
      <EditQuoteModal />
      <CustomisePanel />
      <Group justify="space-between" mih={28}>
        <OfferCountdown />
        <Group gap="xs" role="status" aria-live="polite">
          {repricing && (
            <>
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('results.updatingPrice')}</Text>
            </>
          )}
        </Group>
        <HelpPanel />
      </Group>
      {offersMsi && (
        <Text size="sm" c="dimmed">
          {t('results.msiNote')}
        </Text>
      )}
      <Tabs
        value={String(currentPackage)}
        onChange={(text) => {
          const code = parsePackageCode(text);
          if (code !== undefined) intents.showPackage(code);
        }}
      >
        <Tabs.List>
          {packages.map((pack) => (
            <Tabs.Tab
              key={pack.code}
              value={String(pack.code)}
              disabled={!pack.offered}
              rightSection={
                !pack.offered && <Text size="xs">{t('policyTerms.packageNotAvailable')}</Text>
              }
            >
              {t(packageNameKey(pack.code))}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <RoundProgressLine />
      <QuoteRestrictionNotice />
      <NoInsurerHelp />
      <CompareView />
      <QuoteCards />
      <ResultsInformation />
    </Stack>
  );
}
