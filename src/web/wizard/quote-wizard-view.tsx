import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType, type FormEvent } from 'react';
import {
  selectFailure,
  selectIsBusy,
  selectStep,
  selectSubmitLabel,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { WizardStep } from '../../../machines/quote-wizard/quote-wizard.types';

const selectIsLeadVariant = (snapshot: { context: { variant: string } }) =>
  snapshot.context.variant === 'lead';
import { useQuoteWizard, useQuoteWizardIntents } from '../machines/use-quote-wizard';
import { ErrorSummary, useSubmitAttempt, type SummaryError } from '../a11y/error-summary';
import { StepHeading, useStepFocus } from '../a11y/step-focus';
import { useDocumentTitle } from '../a11y/document-title';
import type { StringKey } from '../strings/catalogue';
import { useMessage, useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import type * as LaterSteps from './later-steps';
import { VehicleStep } from './vehicle-step';
import { progressOf, WizardProgress } from './wizard-progress';
import { WizardSummary } from './wizard-summary';
import { useWizardStep } from './wizard-hooks';

const loadLaterSteps = () => import('./later-steps');
const laterStep = (name: keyof typeof LaterSteps) =>
  lazy(async () => ({ default: (await loadLaterSteps())[name] }));

const stepViews: Record<WizardStep, ComponentType> = {
  vehicle: VehicleStep,
  modelYear: laterStep('ModelYearStep'),
  postalCode: laterStep('PostalCodeStep'),
  personType: laterStep('PersonTypeStep'),
  birthDate: laterStep('BirthDateStep'),
  lead: laterStep('LeadStep'),
  quoteCart: laterStep('QuoteCartStep'),
};

/** Each step's heading: what the step asks. */
const stepTitles: Record<WizardStep, StringKey> = {
  vehicle: 'wizard.vehicleTitle',
  modelYear: 'wizard.modelYearTitle',
  postalCode: 'wizard.postalCodeTitle',
  personType: 'wizard.personTypeTitle',
  birthDate: 'wizard.birthDateTitle',
  lead: 'wizard.leadTitle',
  quoteCart: 'wizard.quoteCartTitle',
};

/** Steps outside the five-step bar (the lead step, the quote-cart page). */
const isExtraStep = (step: WizardStep) => step === 'quoteCart' || step === 'lead';

/** The quote wizard: renders the machine's step; the machine decides what comes next. */
export function QuoteWizardView() {
  const t = useT();
  const step = useQuoteWizard(selectStep);
  const headingRef = useStepFocus(step);
  // The later steps load once the page is up, before the visitor gets to them.
  useEffect(() => {
    void loadLaterSteps();
  }, []);
  if (!step) return null;
  if (step === 'handedOver') {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>{t('wizard.searchingOffers')}</Text>
      </Group>
    );
  }
  return <WizardForm step={step} headingRef={headingRef} />;
}

function WizardForm({
  step,
  headingRef,
}: {
  step: WizardStep;
  headingRef: ReturnType<typeof useStepFocus>;
}) {
  const t = useT();
  const message = useMessage();
  const busy = useQuoteWizard(selectIsBusy);
  const failure = useQuoteWizard(selectFailure);
  const submitLabel = useQuoteWizard(selectSubmitLabel);
  const intents = useQuoteWizardIntents();
  const { messages, fieldId } = useWizardStep();
  const { attempt, countAttempt } = useSubmitAttempt();
  const leadVariant = useQuoteWizard(selectIsLeadVariant);
  // The lead variant asks the person type with the longer, tax-authority wording (spec).
  const title = t(
    step === 'personType' && leadVariant ? 'wizard.personTypeLeadTitle' : stepTitles[step],
  );
  useDocumentTitle(
    isExtraStep(step) ? title : interpolate(t('wizard.stepTitle'), { ...progressOf(step), title }),
    'step',
  );

  const StepView = stepViews[step];
  const errors: SummaryError[] = [
    ...(failure ? [{ message: message(failure) }] : []),
    ...Object.entries(messages).map(([name, text]) => ({ fieldId: fieldId(name), message: text })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    countAttempt();
    intents.next();
  };
  return (
    <Card
      withBorder
      shadow="sm"
      radius="md"
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="wizard-step-title"
    >
      <Stack gap="md">
        {!isExtraStep(step) && <WizardProgress step={step} />}
        <WizardSummary />
        <ErrorSummary errors={errors} attempt={attempt} />
        <StepHeading ref={headingRef} id="wizard-step-title">
          {title}
        </StepHeading>
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <StepView />
        </Suspense>
        <Group justify="space-between">
          {step !== 'vehicle' ? (
            <Button variant="default" onClick={intents.back} disabled={busy}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy && !submitLabel}>
            {submitLabel ? message(submitLabel) : t('wizard.continue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
