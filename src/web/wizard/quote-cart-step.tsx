import { Stack, Text } from '@mantine/core';
import type { Gender } from '../../domain/quote/person';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { ChoiceGroup } from './choice-group';
import { useWizardStep } from './wizard-hooks';
import { PostalCodeField, WizardTextField } from './wizard-text-field';

const genderOptions: { key: Gender; label: StringKey }[] = [
  { key: 'male', label: 'wizard.male' },
  { key: 'female', label: 'wizard.female' },
  { key: 'company', label: 'wizard.company' },
];

/** The /quote-cart page's step: Hombre / Mujer / Empresa, the date (dd/mm/aaaa), postal code. */
export function QuoteCartStep() {
  const t = useT();
  const { fields, messages, fieldId, intents } = useWizardStep();
  return (
    <Stack gap="sm">
      <Text>{t('wizard.quoteCartText')}</Text>
      <ChoiceGroup
        id={fieldId('gender')}
        label={t('wizard.gender')}
        options={genderOptions}
        value={fields.gender}
        error={messages.gender}
        onChange={(gender) => intents.change({ gender })}
      />
      <WizardTextField
        name="birthdate"
        label={t(fields.gender === 'company' ? 'wizard.constitutionDate' : 'wizard.birthdate')}
        placeholder={t('wizard.datePlaceholder')}
      />
      <PostalCodeField />
    </Stack>
  );
}
