import { Group } from '@mantine/core';
import type { WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import { WizardTextField } from './wizard-text-field';

const parts = [
  { name: 'dayOfBirth', label: 'Día', placeholder: 'dd', maxLength: 2 },
  { name: 'monthOfBirth', label: 'Mes', placeholder: 'mm', maxLength: 2 },
  { name: 'yearOfBirth', label: 'Año', placeholder: 'aaaa', maxLength: 4 },
] as const satisfies {
  name: keyof WizardFields;
  label: string;
  placeholder: string;
  maxLength: number;
}[];

/** Step 5: the birth date as day, month and year. */
export function BirthDateStep() {
  return (
    <Group align="flex-start" grow>
      {parts.map((part) => (
        <WizardTextField key={part.name} {...part} inputMode="numeric" />
      ))}
    </Group>
  );
}
