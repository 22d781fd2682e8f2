import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import {
  selectFailure,
  selectIsBusy,
  selectStep,
  selectSubmitLabel,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { WizardStep } from '../../../machines/quote-wizard/quote-wizard.types';
import { useQuoteWizard, useQuoteWizardIntents } from '../machines/use-quote-wizard';
import { BirthDateStep } from './birth-date-step';
import { LeadStep } from './lead-step';
import { ModelYearStep } from './model-year-step';
import { PersonTypeStep } from './person-type-step';
import { PostalCodeStep } from './postal-code-step';
import { QuoteCartStep } from './quote-cart-step';
import { VehicleStep } from './vehicle-step';
import { WizardProgress } from './wizard-progress';
import { WizardSummary } from './wizard-summary';

const stepViews: Record<WizardStep, () => ReactNode> = {
  vehicle: VehicleStep,
  modelYear: ModelYearStep,
  postalCode: PostalCodeStep,
  personType: PersonTypeStep,
  birthDate: BirthDateStep,
  lead: LeadStep,
  quoteCart: QuoteCartStep,
};

/** The quote wizard: renders the machine's step; the machine decides what comes next. */
export function QuoteWizardView() {
  const step = useQuoteWizard(selectStep);
  const busy = useQuoteWizard(selectIsBusy);
  const failure = useQuoteWizard(selectFailure);
  const submitLabel = useQuoteWizard(selectSubmitLabel);
  const intents = useQuoteWizardIntents();

  if (!step) return null;
  if (step === 'handedOver') {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>Estamos buscando las mejores ofertas para ti...</Text>
      </Group>
    );
  }
  const StepView = stepViews[step];
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    >
      <Stack gap="md">
        {step !== 'quoteCart' && step !== 'lead' && <WizardProgress step={step} />}
        <WizardSummary />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <StepView />
        <Group justify="space-between">
          {step !== 'vehicle' ? (
            <Button variant="default" onClick={intents.back} disabled={busy}>
              Atrás
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy && !submitLabel}>
            {submitLabel ?? 'Continuar'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
