import { Progress, Text } from '@mantine/core';
import type { WizardStep } from '../../../machines/quote-wizard/quote-wizard.types';

const standardSteps: WizardStep[] = [
  'vehicle',
  'modelYear',
  'postalCode',
  'personType',
  'birthDate',
];

/** "Paso n de 5" with a bar; the step comes from the machine. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const index = Math.max(standardSteps.indexOf(step), 0) + 1;
  const label = `Paso ${index} de ${standardSteps.length}`;
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Progress value={(index / standardSteps.length) * 100} aria-label={label} size="sm" />
    </>
  );
}
