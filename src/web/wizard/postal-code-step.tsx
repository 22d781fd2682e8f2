import { TextInput } from '@mantine/core';
import { useWizardStep } from './wizard-hooks';

/** Step 3: the postal code. */
export function PostalCodeStep() {
  const { fields, errors, intents } = useWizardStep();
  return (
    <TextInput
      label="Código postal"
      inputMode="numeric"
      maxLength={5}
      value={fields.postalCode}
      onChange={(event) => intents.change({ postalCode: event.currentTarget.value })}
      error={errors.postalCode}
    />
  );
}
