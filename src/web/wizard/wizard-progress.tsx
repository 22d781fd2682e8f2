import { Progress, Text } from '@mantine/core';
import type { WizardStep } from '../../../machines/quote-wizard/quote-wizard.types';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';

const standardSteps: WizardStep[] = [
  'vehicle',
  'modelYear',
  'postalCode',
  'personType',
  'birthDate',
];

/** Where a step stands among the five (1-based), for the bar and the document title. */
export function progressOf(step: WizardStep) {
  return { step: Math.max(standardSteps.indexOf(step), 0) + 1, total: standardSteps.length };
}

/** "Paso n de 5" with a bar; the step comes from the machine. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const t = useT();
  const progress = progressOf(step);
  const label = interpolate(t('wizard.progress'), progress);
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Progress value={(progress.step / progress.total) * 100} aria-label={label} size="sm" />
    </>
  );
}
