import { Stack, Text, TextInput } from '@mantine/core';
import type { Gender } from '../../domain/person';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { ChoiceGroup } from './choice-group';
import { useWizardStep } from './wizard-hooks';

const genderOptions: { key: Gender; label: StringKey }[] = [
  { key: 'male', label: 'wizard.male' },
  { key: 'female', label: 'wizard.female' },
  { key: 'company', label: 'wizard.company' },
];

/** The /quote-cart page's step: Hombre / Mujer / Empresa, the date (dd/mm/aaaa), postal code. */
export function QuoteCartStep() {
  const t = useT();
  const { fields, messages, field, fieldId, intents } = useWizardStep();
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
      <TextInput
        label={t(fields.gender === 'company' ? 'wizard.constitutionDate' : 'wizard.birthdate')}
        placeholder={t('wizard.datePlaceholder')}
        value={fields.birthdate}
        onChange={(event) => intents.change({ birthdate: event.currentTarget.value })}
        {...field('birthdate')}
      />
      <TextInput
        label={t('wizard.postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={fields.postalCode}
        onChange={(event) => intents.change({ postalCode: event.currentTarget.value })}
        {...field('postalCode')}
      />
    </Stack>
  );
}
