import { packageNameKey } from '../strings/areas/packages';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { LaterModal } from '../site/later-overlays';
import { selectPackageChoices } from '../../../machines/quotation/policy-terms.selectors';
import { useDisclosure } from '@mantine/hooks';
import {
  selectQuoteBar,
  selectVersionOptions,
} from '../../../machines/quotation/quotation.selectors';
import { selectEditingLocked } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { selectOfferedPaymentFrequencies } from '../../../machines/session/session.selectors';
import { parsePackageCode } from '../../domain/coverage/packages';
import {
  parsePaymentFrequencyCode,
  paymentFrequencyByCode,
  type PaymentFrequency,
} from '../../domain/payment/payment-frequencies';
import { useQuoteWizard } from '../flow-hooks/use-quote-wizard';
import { useSession } from '../flow-hooks/use-session';
import { usePageT, useT } from '../strings/i18n';
import { frequencyNameKey } from '../strings/areas/payment-frequencies';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { useEditQuoteIntents } from './edit-quote-intents';
import { PolicyTermChoices, PolicyTermsHint } from './policy-terms';

const paymentOptionsOf = (
  offered: readonly PaymentFrequency[],
  t: (key: ResultsTextKey) => string,
) =>
  offered.map((frequency) => ({
    value: String(frequency.code),
    label: t(frequencyNameKey(frequency.key)),
  }));

/** One item of the bar: its label, its value and the action that edits it. */
function BarItem({
  label,
  value,
  onEdit,
}: {
  label: string;
  value: string;
  onEdit: (() => void) | null;
}) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text fw={600}>{value}</Text>
        {onEdit && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={onEdit}
            aria-label={`${t('results.edit')} ${label.toLowerCase()}`}
          >
            {t('results.edit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The version and payment-frequency choices; the same pair fills the phone's modal. */
function VersionAndPayment({ locked }: { locked: boolean }) {
  const t = usePageT(resultsText);
  const bar = useQuotation(selectQuoteBar);
  const versions = useQuotation(selectVersionOptions);
  const intents = useQuotationIntents();
  const offered = useSession(selectOfferedPaymentFrequencies);
  if (!bar) return null;
  return (
    <>
      <NativeSelect
        label={t('results.version')}
        data={[
          // No version chosen yet, or a saved one the list lacks: an empty first option.
          ...(bar.version ? [] : [{ value: '', label: '' }]),
          ...versions.map((version) => ({ value: version.id, label: version.description })),
        ]}
        value={bar.versionId ?? ''}
        onChange={(event) => intents.changeVersion(event.currentTarget.value)}
        disabled={locked}
        miw={220}
      />
      <NativeSelect
        label={t('results.paymentForm')}
        data={paymentOptionsOf(offered, t)}
        value={String(bar.paymentFrequency)}
        onChange={(event) => {
          const paymentFrequency = parsePaymentFrequencyCode(event.currentTarget.value);
          if (paymentFrequency !== undefined) intents.changePolicy({ paymentFrequency });
        }}
        disabled={locked}
        w={150}
      />
    </>
  );
}

/**
 * The quotation bar: vehicle, model, postal code, package, payment form and version, each with
 * its edit action (the edit-quote modal, or the choice itself). AS_LEADS locks it.
 */
export function QuoteBar() {
  const t = usePageT(resultsText);
  const bar = useQuotation(selectQuoteBar);
  const locked = useQuoteWizard(selectEditingLocked);
  const intents = useQuotationIntents();
  const editIntents = useEditQuoteIntents();
  const packages = useQuotation(selectPackageChoices);
  const [mobileOpen, mobile] = useDisclosure(false);
  if (!bar) return null;
  const edit = locked ? null : editIntents.editQuote;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="quote-bar-title">
      <Title order={2} size="h4" id="quote-bar-title" mb="xs">
        {t('results.barTitle')}
      </Title>
      <Group gap="lg" align="flex-end">
        <BarItem label={t('results.vehicle')} value={bar.vehicle} onEdit={edit} />
        <BarItem label={t('results.model')} value={String(bar.model)} onEdit={edit} />
        <BarItem label={t('results.postalCode')} value={bar.postalCode} onEdit={edit} />
        <NativeSelect
          label={t('results.package')}
          data={packages.map((pack) => ({
            value: String(pack.code),
            label: t(packageNameKey(pack.code)),
            disabled: !pack.offered,
          }))}
          value={String(bar.package)}
          onChange={(event) => {
            const code = parsePackageCode(event.currentTarget.value);
            if (code !== undefined) intents.showPackage(code);
          }}
          w={130}
        />
        <Group gap="lg" align="flex-end" visibleFrom="sm">
          <VersionAndPayment locked={locked} />
        </Group>
        <PolicyTermChoices locked={locked} />
        <Stack gap={0} hiddenFrom="sm">
          <Text size="sm">
            {bar.version} · {t(frequencyNameKey(paymentFrequencyByCode(bar.paymentFrequency).key))}
          </Text>
          {!locked && (
            <Button variant="light" size="xs" onClick={mobile.open}>
              {t('results.versionAndPayment')}
            </Button>
          )}
        </Stack>
      </Group>
      <PolicyTermsHint />
      {locked && (
        <Text size="sm" mt="xs" c="dimmed">
          {t('results.locked')}
        </Text>
      )}
      <LaterModal
        opened={mobileOpen}
        onClose={mobile.close}
        title={t('results.versionAndPayment')}
        closeButtonProps={{ 'aria-label': t('results.close') }}
      >
        <Stack>
          <VersionAndPayment locked={locked} />
          <Button onClick={mobile.close}>{t('results.close')}</Button>
        </Stack>
      </LaterModal>
    </Paper>
  );
}
