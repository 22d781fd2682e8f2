import { Group, TextInput } from '@mantine/core';
import type { WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';

const parts = [
  { name: 'dayOfBirth', label: 'wizard.day', placeholder: 'wizard.dayPlaceholder', maxLength: 2 },
  {
    name: 'monthOfBirth',
    label: 'wizard.month',
    placeholder: 'wizard.monthPlaceholder',
    maxLength: 2,
  },
  {
    name: 'yearOfBirth',
    label: 'wizard.year',
    placeholder: 'wizard.yearPlaceholder',
    maxLength: 4,
  },
] as const satisfies {
  name: keyof WizardFields;
  label: StringKey;
  placeholder: StringKey;
  maxLength: number;
}[];

const autoComplete = {
  dayOfBirth: 'bday-day',
  monthOfBirth: 'bday-month',
  yearOfBirth: 'bday-year',
};

/** Step 5: the birth date as day, month and year. */
export function BirthDateStep() {
  const t = useT();
  const { fields, field, intents } = useWizardStep();
  return (
    <Group align="flex-start" grow preventGrowOverflow={false}>
      {parts.map(({ name, label, placeholder, maxLength }) => (
        <TextInput
          key={name}
          label={t(label)}
          placeholder={t(placeholder)}
          inputMode="numeric"
          autoComplete={autoComplete[name]}
          maxLength={maxLength}
          miw={72}
          value={fields[name]}
          onChange={(event) => intents.change({ [name]: event.currentTarget.value })}
          {...field(name)}
        />
      ))}
    </Group>
  );
}
