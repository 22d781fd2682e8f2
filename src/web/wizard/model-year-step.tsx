import { Anchor, Chip, Group, Input, Stack } from '@mantine/core';
import { selectModelYears } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../machines/use-quote-wizard';
import { useWizardStep } from './wizard-hooks';

/** Step 2: the model years the machine offers for the chosen sub-brand. */
export function ModelYearStep() {
  const { fields, errors, intents } = useWizardStep();
  const years = useQuoteWizard(selectModelYears) ?? [];
  return (
    <Stack gap="xs">
      <Input.Wrapper label="Año del modelo" error={errors.modelId ?? errors.model}>
        <Group gap="xs" role="group" aria-label="Año del modelo">
          {years.map(({ id, year }) => (
            <Chip
              key={id}
              checked={fields.modelId === id}
              onChange={() => intents.selectModelYear(year)}
            >
              {year}
            </Chip>
          ))}
        </Group>
      </Input.Wrapper>
      <Anchor href="https://www.repuve.gob.mx/" target="_blank" rel="noreferrer" size="sm">
        ¿No sabes el año de tu auto? Consúltalo en el REPUVE
      </Anchor>
    </Stack>
  );
}
