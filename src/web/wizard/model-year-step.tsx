import { Chip, Group, Stack } from '@mantine/core';
import { selectModelYears } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../flow-hooks/use-quote-wizard';
import { FieldGroup } from '../a11y/field';
import { useT } from '../strings/i18n';
import { externalLinks } from '../config';
import { NewTabLink } from '../shell/new-tab-link';
import { useWizardStep } from './wizard-hooks';

/**
 * Step 2: the model years the machine offers, as one radio group (native radios sharing a
 * name: Tab enters the group once, the arrow keys move between years).
 */
export function ModelYearStep() {
  const t = useT();
  const { fields, messages, fieldId, intents } = useWizardStep();
  const years = useQuoteWizard(selectModelYears);
  return (
    <Stack gap="xs">
      <FieldGroup id={fieldId('modelId')} label={t('wizard.modelYear')} error={messages.modelId}>
        {(groupProps) => (
          <Chip.Group
            value={fields.model}
            onChange={(year) => intents.selectModelYear(Number(year))}
          >
            <Group gap="xs" mt={4} {...groupProps}>
              {years.map(({ id, year }) => (
                <Chip key={id} value={String(year)} name="modelYear">
                  {year}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </FieldGroup>
      <NewTabLink href={externalLinks.vehicleRegistry} size="sm">
        {t('wizard.modelYearHelp')}
      </NewTabLink>
    </Stack>
  );
}
