import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { LaterModal } from '../site/later-overlays';
import { LeavePrompt } from '../site/leave-prompt';
import {
  selectDateIsConstitution,
  selectEditQuoteLabel,
  selectIsAskingToDiscardEdit,
  selectIsBusy,
  selectIsEditingQuote,
  selectModelYears,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../flow-hooks/use-quote-wizard';
import { useT } from '../strings/i18n';
import { GenderChoice } from '../wizard/gender-choice';
// From the wizard view's module, so the wizard's code stays one chunk on the home page (its
// budget, test/bench/bundle.ts) rather than splitting where this modal shares it.
import { VehicleStep } from '../wizard/quote-wizard-view';
import { useWizardStep } from '../wizard/wizard-hooks';
import { useEditQuoteIntents } from './edit-quote-intents';

/**
 * The edit-quote form: the wizard's own vehicle search (a new vehicle loads its model years), then
 * the year, postal code, gender and date; the wizard checks it with the spec's edit messages and
 * re-quotes.
 */
function EditQuoteForm() {
  const t = useT();
  const { fields, messages: errors, intents } = useWizardStep();
  const years = useQuoteWizard(selectModelYears);
  const isConstitution = useQuoteWizard(selectDateIsConstitution);
  const confirmLabel = useQuoteWizard(selectEditQuoteLabel);
  const busy = useQuoteWizard(selectIsBusy);
  const yearOptions = [...new Set([fields.model, ...years.map((y) => String(y.year))])]
    .filter(Boolean)
    .sort()
    .reverse();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        intents.next();
      }}
      noValidate
    >
      <Stack>
        <VehicleStep />
        <NativeSelect
          label={t('results.model')}
          // No year chosen yet (a new vehicle): an empty first option, as the cart's selects.
          data={fields.model ? yearOptions : [{ value: '', label: '' }, ...yearOptions]}
          value={fields.model}
          onChange={(event) => intents.selectModelYear(Number(event.currentTarget.value))}
          // The model year's message shows on its control (wizard-hooks.ts, shownOn).
          error={errors.modelId}
        />
        <TextInput
          label={t('results.postalCode')}
          inputMode="numeric"
          maxLength={5}
          value={fields.postalCode}
          onChange={(event) => intents.change({ postalCode: event.currentTarget.value })}
          error={errors.postalCode}
        />
        <GenderChoice
          value={fields.gender}
          onChange={(gender) => intents.change({ gender })}
          error={errors.gender}
          withCompany={true}
        />
        <TextInput
          label={t(isConstitution ? 'results.constitutionDate' : 'results.birthDate')}
          placeholder={t('results.datePlaceholder')}
          value={fields.birthdate}
          onChange={(event) => intents.change({ birthdate: event.currentTarget.value })}
          error={errors.birthdate}
        />
        <Button type="submit" disabled={busy}>
          {confirmLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The edit-quote modal: open while the wizard edits the quote; closing unapplied asks first. */
export function EditQuoteModal() {
  const t = useT();
  const opened = useQuoteWizard(selectIsEditingQuote);
  const asking = useQuoteWizard(selectIsAskingToDiscardEdit);
  const { cancelEdit, keepEditing, discardEdit } = useEditQuoteIntents();
  return (
    <>
      <LaterModal
        opened={opened}
        onClose={cancelEdit}
        title={t('results.editQuote')}
        closeButtonProps={{ 'aria-label': t('results.close') }}
      >
        {opened && <EditQuoteForm />}
      </LaterModal>
      <LeavePrompt opened={asking} onStay={keepEditing} onLeave={discardEdit} />
    </>
  );
}
