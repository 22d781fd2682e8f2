import { Tooltip } from '@mantine/core';
import type { PersonType } from '../../domain/person';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { ChoiceGroup } from './choice-group';
import { useWizardStep } from './wizard-hooks';

const personTypeOptions: { key: PersonType; label: StringKey }[] = [
  { key: 'natural', label: 'wizard.personNatural' },
  { key: 'legal', label: 'wizard.personLegal' },
];

/** Step 4: individual or company; the tooltip's advice also shows as the group's description. */
export function PersonTypeStep() {
  const t = useT();
  const { fields, messages, fieldId, intents } = useWizardStep();
  return (
    <Tooltip label={t('wizard.personTypeHelp')} position="top-start" multiline w={260}>
      <div>
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
    </Tooltip>
  );
}
