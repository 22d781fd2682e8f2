import { Stack } from '@mantine/core';
import { WizardTextField } from './wizard-text-field';

/** The lead variant's step: name, phone and e-mail, then 'Cotizar'. */
export function LeadStep() {
  return (
    <Stack gap="sm">
      <WizardTextField name="asLeadsName" label="Nombre" autoComplete="name" />
      <WizardTextField name="asLeadsPhone" label="Teléfono" type="tel" autoComplete="tel" />
      <WizardTextField
        name="asLeadsEmail"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
      />
    </Stack>
  );
}
