import { Button, Group, List, Text } from '@mantine/core';
import { selectAnsweredSteps } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard, useQuoteWizardIntents } from '../flow-hooks/use-quote-wizard';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import type { StringKey } from '../strings/catalogue';
import type { PersonType } from '../../domain/quote/person';

/** The person type shows in the visitor's language. */
const personTypeLabels: Record<PersonType, StringKey> = {
  natural: 'wizard.personNatural',
  legal: 'wizard.personLegal',
};

/** The answered steps, each with "Editar" (the machine says which can be edited). */
export function WizardSummary() {
  const t = useT();
  const passed = useQuoteWizard(selectAnsweredSteps);
  const intents = useQuoteWizardIntents();
  if (passed.length === 0) return null;
  return (
    <List listStyleType="none" spacing={4} aria-label={t('wizard.answers')}>
      {passed.map(({ step, answer }) => {
        const shown = step === 'personType' ? t(personTypeLabels[answer as PersonType]) : answer;
        return (
          <List.Item key={step}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {shown}
              </Text>
              <Button
                variant="subtle"
                size="compact-xs"
                aria-label={interpolate(t('wizard.editAnswer'), { answer: shown })}
                onClick={() => intents.edit(step)}
              >
                {t('wizard.edit')}
              </Button>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
