import { Button, Group, List, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import type { WizardStep } from '../../../machines/quote-wizard/quote-wizard.types';
import { personTypes } from '../../domain/person';
import { useQuoteWizard, useQuoteWizardIntents } from '../machines/use-quote-wizard';

type Snapshot = SnapshotFrom<typeof quoteWizardMachine>;

const personTypeLabel = (key: string) => personTypes.find((type) => type.key === key)?.label;

/** What each passed step shows in the summary. */
function answerOf(step: WizardStep, snapshot: Snapshot): string | undefined {
  const { fields, subbrand } = snapshot.context;
  const answers: Partial<Record<WizardStep, string | undefined>> = {
    vehicle: subbrand && `${subbrand.brandName} ${subbrand.name}`,
    modelYear: fields.model,
    postalCode: fields.postalCode,
    personType: personTypeLabel(fields.personType),
    birthDate: `${fields.dayOfBirth}/${fields.monthOfBirth}/${fields.yearOfBirth}`,
  };
  return answers[step];
}

const selectPassed = (snapshot: Snapshot) =>
  snapshot.context.completed
    .filter((step) => snapshot.can({ type: 'wizard.edit', step }))
    .map((step) => ({ step, answer: answerOf(step, snapshot) }))
    .filter((entry) => entry.answer);

/** The answered steps, each with "Editar" (the machine says which can be edited). */
export function WizardSummary() {
  const passed = useQuoteWizard(selectPassed) ?? [];
  const intents = useQuoteWizardIntents();
  if (passed.length === 0) return null;
  return (
    <List listStyleType="none" spacing={4} aria-label="Tus respuestas">
      {passed.map(({ step, answer }) => (
        <List.Item key={step}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {answer}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              aria-label={`Editar ${answer}`}
              onClick={() => intents.edit(step)}
            >
              Editar
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
