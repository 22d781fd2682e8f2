import { Radio, Group, Stack, Tooltip } from '@mantine/core';
import { personTypes } from '../../domain/person';
import { GenderChoice } from './gender-choice';
import { useWizardStep } from './wizard-hooks';

const personTypeHelp = 'Elige si eres persona física o persona moral ante el SAT.';

/** Step 4: individual (Hombre or Mujer, which the price depends on) or company. */
export function PersonTypeStep() {
  const { fields, errors, intents } = useWizardStep();
  return (
    <Stack gap="sm">
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
      {fields.personType === 'natural' && (
        <GenderChoice
          value={fields.gender}
          onChange={(gender) => intents.change({ gender })}
          error={errors.gender}
          withCompany={false}
        />
      )}
    </Stack>
  );
}
