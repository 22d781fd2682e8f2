import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  selectCanGoBack,
  selectFailure,
  selectIsBusy,
  selectIsPastFirstStep,
  selectStepHeading,
  selectStepProgress,
  selectStep,
  selectSubmitLabel,
  type WizardHeading,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { WizardStep } from '../../../machines/quote-wizard/quote-wizard.types';
import { useQuoteWizard, useQuoteWizardIntents } from '../flow-hooks/use-quote-wizard';
import { ErrorSummary, useSubmitAttempt, type SummaryError } from '../a11y/error-summary';
import { StepHeading, useStepFocus } from '../a11y/step-focus';
import { useDocumentTitle } from '../a11y/document-title';
import type { StringKey } from '../strings/catalogue';
import { useMessage, useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import type * as LaterSteps from './later-steps';
import { CodeLoading } from '../site/code-loading';
import { laterModule } from '../site/later-module';
import { untilIdle } from '../../../machines/support/loaded-later';
import { VehicleStep } from './vehicle-step';
import { WizardProgress } from './wizard-progress';
import { WizardSummary } from './wizard-summary';
import { useWizardStep } from './wizard-hooks';

/** The results page's edit-quote modal runs the same vehicle search (edit-quote-modal.tsx). */
export { VehicleStep };

type LaterStepsModule = typeof LaterSteps;
const laterStepsModule = laterModule(() => import('./later-steps'));

/**
 * The later steps once loaded, and a function that asks for them. They load on the visitor's
 * intent: a focus in the wizard (the first step's field, its button), or a later step shown
 * (a restored wizard, an answer given before the focus counted); a first visit that only looks
 * does not download them. Plain state, not React.lazy, so a step reached after they arrived
 * draws with its heading in the same render (a lazy one would show its fallback at every step).
 */
function useLaterSteps() {
  const [laterSteps, setLaterSteps] = useState(laterStepsModule.loaded);
  // Once the browser is idle: adding the chunks' preload links in the visitor's first press
  // (a tap on the vehicle search) held that press up by about 50 ms on a phone.
  const bringLaterSteps = useCallback(() => {
    void untilIdle().then(laterStepsModule.load).then(setLaterSteps);
  }, []);
  const pastFirstStep = useQuoteWizard(selectIsPastFirstStep);
  useEffect(() => {
    if (pastFirstStep) bringLaterSteps();
  }, [pastFirstStep, bringLaterSteps]);
  return [laterSteps, bringLaterSteps] as const;
}

/** The step's fields; a loader while a later step's code is still arriving. */
function StepFields({ step, laterSteps }: { step: WizardStep; laterSteps?: LaterStepsModule }) {
  if (step === 'vehicle') return <VehicleStep />;
  if (!laterSteps) return <CodeLoading />;
  switch (step) {
    case 'modelYear':
      return <laterSteps.ModelYearStep />;
    case 'postalCode':
      return <laterSteps.PostalCodeStep />;
    case 'personType':
      return <laterSteps.PersonTypeStep />;
    case 'birthDate':
      return <laterSteps.BirthDateStep />;
    case 'lead':
      return <laterSteps.LeadStep />;
    case 'quoteCart':
      return <laterSteps.QuoteCartStep />;
  }
}

/** Each step's heading: what the step asks. */
const stepTitles: Record<WizardHeading, StringKey> = {
  vehicle: 'wizard.vehicleTitle',
  modelYear: 'wizard.modelYearTitle',
  postalCode: 'wizard.postalCodeTitle',
  personType: 'wizard.personTypeTitle',
  personTypeForLead: 'wizard.personTypeLeadTitle',
  birthDate: 'wizard.birthDateTitle',
  lead: 'wizard.leadTitle',
  quoteCart: 'wizard.quoteCartTitle',
};

/** Steps whose own title stands alone in the document title (the lead step, the quote-cart page). */
const isExtraStep = (step: WizardStep) => step === 'quoteCart' || step === 'lead';

/** The quote wizard: renders the machine's step; the machine decides what comes next. */
export function QuoteWizardView() {
  const t = useT();
  const step = useQuoteWizard(selectStep);
  const headingRef = useStepFocus(step);
  const [laterSteps, bringLaterSteps] = useLaterSteps();
  if (!step) return null;
  if (step === 'handedOver') {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>{t('wizard.searchingOffers')}</Text>
      </Group>
    );
  }
  return (
    <WizardForm
      step={step}
      headingRef={headingRef}
      laterSteps={laterSteps}
      onIntent={bringLaterSteps}
    />
  );
}

function WizardForm({
  step,
  headingRef,
  laterSteps,
  onIntent,
}: {
  step: WizardStep;
  headingRef: ReturnType<typeof useStepFocus>;
  laterSteps: LaterStepsModule | undefined;
  /** The visitor reached the form: what the next steps need starts loading. */
  onIntent: () => void;
}) {
  const t = useT();
  const message = useMessage();
  const busy = useQuoteWizard(selectIsBusy);
  const failure = useQuoteWizard(selectFailure);
  const submitLabel = useQuoteWizard(selectSubmitLabel);
  const intents = useQuoteWizardIntents();
  const { messages, fieldId } = useWizardStep();
  const { attempt, countAttempt } = useSubmitAttempt();
  const canGoBack = useQuoteWizard(selectCanGoBack);
  const progress = useQuoteWizard(selectStepProgress);
  const heading = useQuoteWizard(selectStepHeading) ?? step;
  const title = t(stepTitles[heading]);
  useDocumentTitle(
    isExtraStep(step) ? title : interpolate(t('wizard.stepTitle'), { ...progress, title }),
    'step',
  );

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
      className="wizard-card"
      component="form"
      onSubmit={submit}
      onFocus={onIntent}
      onPointerDown={onIntent}
      noValidate
      aria-labelledby="wizard-step-title"
    >
      <Stack gap="md">
        <WizardProgress progress={progress} />
        <WizardSummary />
        <ErrorSummary errors={errors} attempt={attempt} />
        <StepHeading ref={headingRef} id="wizard-step-title">
          {title}
        </StepHeading>
        <StepFields step={step} laterSteps={laterSteps} />
        <Group justify="space-between">
          {canGoBack ? (
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
