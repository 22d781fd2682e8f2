import { TextInput, type TextInputProps } from '@mantine/core';
import type { WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';

type WizardTextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: keyof WizardFields;
};

/**
 * A text field of the wizard: the machine holds its value and message, typing is an intent, and
 * `field(name)` gives it the id and message link the error summary uses.
 */
export function WizardTextField({ name, ...props }: WizardTextFieldProps) {
  const { fields, field, intents } = useWizardStep();
  return (
    <TextInput
      {...props}
      value={fields[name]}
      onChange={(event) => intents.change({ [name]: event.currentTarget.value })}
      {...field(name)}
    />
  );
}

/** The postal code, as step 3 and the quote-cart page ask it. */
export function PostalCodeField() {
  const t = useT();
  return (
    <WizardTextField
      name="postalCode"
      label={t('wizard.postalCode')}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
    />
  );
}
