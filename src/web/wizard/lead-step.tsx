import { Stack, TextInput } from '@mantine/core';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';

/** The lead variant's step: name, phone and e-mail, then 'Cotizar'. */
export function LeadStep() {
  const t = useT();
  const { fields, field, intents } = useWizardStep();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('wizard.name')}
        autoComplete="name"
        value={fields.asLeadsName}
        onChange={(event) => intents.change({ asLeadsName: event.currentTarget.value })}
        {...field('asLeadsName')}
      />
      <TextInput
        label={t('wizard.phone')}
        type="tel"
        autoComplete="tel"
        value={fields.asLeadsPhone}
        onChange={(event) => intents.change({ asLeadsPhone: event.currentTarget.value })}
        {...field('asLeadsPhone')}
      />
      <TextInput
        label={t('wizard.email')}
        type="email"
        autoComplete="email"
        value={fields.asLeadsEmail}
        onChange={(event) => intents.change({ asLeadsEmail: event.currentTarget.value })}
        {...field('asLeadsEmail')}
      />
    </Stack>
  );
}
