import { Stack } from '@mantine/core';
import type { IndividualGender, PersonType } from '../../domain/quote/person';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { ChoiceGroup } from './choice-group';
import { useWizardStep } from './wizard-hooks';

const personTypeOptions: { key: PersonType; label: StringKey }[] = [
  { key: 'natural', label: 'wizard.personNatural' },
  { key: 'legal', label: 'wizard.personLegal' },
];

const personGenderOptions: { key: IndividualGender; label: StringKey }[] = [
  { key: 'male', label: 'wizard.male' },
  { key: 'female', label: 'wizard.female' },
];

/**
 * Step 4: individual (Hombre or Mujer, which the price depends on) or company. The spec's tooltip
 * advice shows as the group's description, for touch and keyboard too, and as a tooltip on
 * hover drawn by CSS (app.css, .hover-hint): Mantine's Tooltip brought floating-ui (about 18 kB)
 * to every home page for a text already on screen.
 */
export function PersonTypeStep() {
  const t = useT();
  const { fields, messages, fieldId, intents } = useWizardStep();
  return (
    <Stack gap="sm">
      <div className="hover-hint">
        <span className="hover-hint-bubble" aria-hidden="true">
          {t('wizard.personTypeHelp')}
        </span>
        <ChoiceGroup
          id={fieldId('personType')}
          label={t('wizard.personType')}
          description={t('wizard.personTypeHelp')}
          options={personTypeOptions}
          value={fields.personType}
          error={messages.personType}
          onChange={(personType) => intents.change({ personType })}
        />
      </div>
      {fields.personType === 'natural' && (
        <ChoiceGroup
          id={fieldId('gender')}
          label={t('wizard.gender')}
          options={personGenderOptions}
          value={fields.gender}
          error={messages.gender}
          onChange={(gender) => intents.change({ gender })}
        />
      )}
    </Stack>
  );
}
