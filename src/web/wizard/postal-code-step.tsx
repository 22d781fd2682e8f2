import { TextInput } from '@mantine/core';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';

/** Step 3: the postal code. */
export function PostalCodeStep() {
  const t = useT();
  const { fields, field, intents } = useWizardStep();
  return (
    <TextInput
      label={t('wizard.postalCode')}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      value={fields.postalCode}
      onChange={(event) => intents.change({ postalCode: event.currentTarget.value })}
      {...field('postalCode')}
    />
  );
}
