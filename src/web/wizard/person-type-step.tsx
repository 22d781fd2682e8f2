import { Radio, Group, Tooltip } from '@mantine/core';
import { personTypes } from '../../domain/person';
import { useWizardStep } from './wizard-hooks';

const personTypeHelp = 'Elige si eres persona física o persona moral ante el SAT.';

/** Step 4: individual or company. */
export function PersonTypeStep() {
  const { fields, errors, intents } = useWizardStep();
  return (
    <Tooltip label={personTypeHelp} position="top-start" multiline w={260}>
      <Radio.Group
        label="Tipo de persona"
        description={personTypeHelp}
        value={fields.personType}
        onChange={(personType) => intents.change({ personType })}
        error={errors.personType}
      >
        <Group mt="xs">
          {personTypes.map(({ key, label }) => (
            <Radio key={key} value={key} label={`Persona ${label.toLowerCase()}`} />
          ))}
        </Group>
      </Radio.Group>
    </Tooltip>
  );
}
