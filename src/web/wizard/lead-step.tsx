import { Stack } from '@mantine/core';
import { useT } from '../strings/i18n';
import { WizardTextField } from './wizard-text-field';

/** The lead variant's step: name, phone and e-mail, then 'Cotizar'. */
export function LeadStep() {
  const t = useT();
  return (
    <Stack gap="sm">
      <WizardTextField name="asLeadsName" label={t('wizard.name')} autoComplete="name" />
      <WizardTextField
        name="asLeadsPhone"
        label={t('wizard.phone')}
        type="tel"
        autoComplete="tel"
      />
      <WizardTextField
        name="asLeadsEmail"
        label={t('wizard.email')}
        type="email"
        autoComplete="email"
      />
    </Stack>
  );
}
