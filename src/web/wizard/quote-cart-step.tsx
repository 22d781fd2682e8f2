import { Stack, Text, TextInput, Title } from '@mantine/core';
import { selectDateIsConstitution } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../machines/use-quote-wizard';
import { useT } from '../strings/i18n';
import { GenderChoice } from './gender-choice';
import { useWizardStep } from './wizard-hooks';

/** The /quote-cart page's step: postal code, date (dd/mm/aaaa) and Hombre / Mujer / Empresa. */
export function QuoteCartStep() {
  const { fields, errors, intents } = useWizardStep();
  const isConstitution = useQuoteWizard(selectDateIsConstitution);
  const t = useT();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        ¡Solo algunos datos más!
      </Title>
      <Text>Estos datos son necesarios para calcular el precio de tu seguro.</Text>
      <GenderChoice
        value={fields.gender}
        onChange={(gender) => intents.change({ gender })}
        error={errors.gender}
        withCompany={true}
      />
      <TextInput
        label={t(isConstitution ? 'results.constitutionDate' : 'results.birthDate')}
        description={isConstitution ? t('results.constitutionDateHelp') : undefined}
        placeholder="dd/mm/aaaa"
        value={fields.birthdate}
        onChange={(event) => intents.change({ birthdate: event.currentTarget.value })}
        error={errors.birthdate}
      />
      <TextInput
        label="Código postal"
        inputMode="numeric"
        maxLength={5}
        value={fields.postalCode}
        onChange={(event) => intents.change({ postalCode: event.currentTarget.value })}
        error={errors.postalCode}
      />
    </Stack>
  );
}
