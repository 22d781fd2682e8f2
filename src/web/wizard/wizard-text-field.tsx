import { TextInput, type TextInputProps } from '@mantine/core';
import type { WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import { useWizardStep } from './wizard-hooks';

type WizardTextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: keyof WizardFields;
};

/** A text field of the wizard: the machine holds its value and message; typing is an intent. */
export function WizardTextField({ name, ...props }: WizardTextFieldProps) {
  const { fields, errors, intents } = useWizardStep();
  return (
    <TextInput
      {...props}
      value={fields[name]}
      onChange={(event) => intents.change({ [name]: event.currentTarget.value })}
      error={errors[name]}
    />
  );
}

/** The postal code, as step 3 and the quote-cart page ask it. */
export function PostalCodeField() {
  return (
    <WizardTextField name="postalCode" label="Código postal" inputMode="numeric" maxLength={5} />
  );
}
