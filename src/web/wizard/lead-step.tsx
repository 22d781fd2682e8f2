import { Stack, TextInput } from '@mantine/core';
import { useWizardStep } from './wizard-hooks';

/** The lead variant's step: name, phone and e-mail, then 'Cotizar'. */
export function LeadStep() {
  const { fields, errors, intents } = useWizardStep();
  return (
    <Stack gap="sm">
      <TextInput
        label="Nombre"
        autoComplete="name"
        value={fields.asLeadsName}
        onChange={(event) => intents.change({ asLeadsName: event.currentTarget.value })}
        error={errors.asLeadsName}
      />
      <TextInput
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        value={fields.asLeadsPhone}
        onChange={(event) => intents.change({ asLeadsPhone: event.currentTarget.value })}
        error={errors.asLeadsPhone}
      />
      <TextInput
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        value={fields.asLeadsEmail}
        onChange={(event) => intents.change({ asLeadsEmail: event.currentTarget.value })}
        error={errors.asLeadsEmail}
      />
    </Stack>
  );
}
