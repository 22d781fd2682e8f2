import { TextInput, type TextInputProps } from '@mantine/core';
import type { WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import { useCallback, useRef } from 'react';
import { useTypedBeforeHydration } from '../site/typed-before-hydration';
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
  const input = useRef<HTMLInputElement>(null);
  const adopt = useCallback((typed: string) => intents.change({ [name]: typed }), [intents, name]);
  const { value, type } = useTypedBeforeHydration(input, fields[name], adopt);
  return (
    <TextInput
      {...props}
      ref={input}
      value={value}
      onChange={(event) => type(event.currentTarget.value)}
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
