import { Fieldset, Group, TextInput } from '@mantine/core';
import { selectDateIsConstitution } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../machines/use-quote-wizard';
import { useT } from '../strings/i18n';
import type { WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import { useWizardStep } from './wizard-hooks';

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

/** Step 5: the birth date (a company's constitution date) as day, month and year. */
export function BirthDateStep() {
  const { fields, errors, intents } = useWizardStep();
  const isConstitution = useQuoteWizard(selectDateIsConstitution);
  const t = useT();
  return (
    <Fieldset
      variant="unstyled"
      legend={t(isConstitution ? 'results.constitutionDate' : 'results.birthDate')}
    >
      <Group align="flex-start" grow>
        {parts.map(({ name, label, placeholder, maxLength }) => (
          <TextInput
            key={name}
            label={label}
            placeholder={placeholder}
            inputMode="numeric"
            maxLength={maxLength}
            value={fields[name]}
            onChange={(event) => intents.change({ [name]: event.currentTarget.value })}
            error={errors[name]}
          />
        ))}
      </Group>
    </Fieldset>
  );
}
