import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { genders } from '../../domain/person';
import { useWizardStep } from './wizard-hooks';
import { PostalCodeField, WizardTextField } from './wizard-text-field';

/** The /quote-cart page's step: postal code, date (dd/mm/aaaa) and Hombre / Mujer / Empresa. */
export function QuoteCartStep() {
  const { fields, errors, intents } = useWizardStep();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        ¡Solo algunos datos más!
      </Title>
      <Text>Estos datos son necesarios para calcular el precio de tu seguro.</Text>
      <Radio.Group
        label="Género"
        value={fields.gender}
        onChange={(gender) => intents.change({ gender })}
        error={errors.gender}
      >
        <Group mt="xs">
          {genders.map(({ key, label }) => (
            <Radio key={key} value={key} label={label} />
          ))}
        </Group>
      </Radio.Group>
      <WizardTextField name="birthdate" label="Fecha de nacimiento" placeholder="dd/mm/aaaa" />
      <PostalCodeField />
    </Stack>
  );
}
