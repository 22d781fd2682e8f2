import type { SnapshotFrom } from 'xstate';
import { busyTag } from '../support/persistence';
import type { quoteWizardMachine } from './quote-wizard.machine';
import { stepsOfVariant, type WizardStep } from './quote-wizard.types';

type WizardSnapshot = SnapshotFrom<typeof quoteWizardMachine>;

/** The step on screen, or 'handedOver' once the quotation has the inputs. */
export function selectStep(snapshot: WizardSnapshot): WizardStep | 'handedOver' {
  return (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as
    WizardStep | 'handedOver';
}

export const selectIsBusy = (snapshot: WizardSnapshot) => snapshot.hasTag(busyTag);

/** Past its variant's first step the visitor means to quote: the results' code may load. */
export const selectIsPastFirstStep = (snapshot: WizardSnapshot) =>
  selectStep(snapshot) !== stepsOfVariant[snapshot.context.variant][0];

/** 'Regresar' shows wherever the machine takes it back: every step but the vehicle. */
export const selectCanGoBack = (snapshot: WizardSnapshot) => snapshot.can({ type: 'wizard.back' });

/** What a step's heading asks; the lead variant asks the person type in the longer wording. */
export type WizardHeading = WizardStep | 'personTypeForLead';

/** The heading of the step on screen (the spec gives the lead variant its own person-type one). */
export function selectStepHeading(snapshot: WizardSnapshot): WizardHeading | undefined {
  const step = selectStep(snapshot);
  if (step === 'handedOver') return undefined;
  return step === 'personType' && snapshot.context.variant === 'lead' ? 'personTypeForLead' : step;
}

/** Where the step stands among its variant's steps (1-based): 'Paso 2 de 3' on /quote-cart. */
export function selectStepProgress(snapshot: WizardSnapshot) {
  const steps: readonly string[] = stepsOfVariant[snapshot.context.variant];
  return { step: Math.max(steps.indexOf(selectStep(snapshot)), 0) + 1, total: steps.length };
}

export const selectIsSearching = (snapshot: WizardSnapshot) =>
  snapshot.matches({ vehicle: { editing: 'searching' } }) ||
  snapshot.matches({ vehicle: { editing: 'pausing' } });

export const selectFields = (snapshot: WizardSnapshot) => snapshot.context.fields;
export const selectErrors = (snapshot: WizardSnapshot) => snapshot.context.errors;
export const selectFailure = (snapshot: WizardSnapshot) => snapshot.context.failure;
export const selectSuggestions = (snapshot: WizardSnapshot) => snapshot.context.suggestions;
export const selectModelYears = (snapshot: WizardSnapshot) => snapshot.context.modelYears;

/** The spec's submit button texts (the views translate them). */
export const submitLabels = {
  seeMyQuote: 'Ver mi cotización',
  quote: 'Cotizar',
  validating: 'Validando...',
} as const;

/** The submit button: 'Ver mi cotización' on the birth date, 'Cotizar' (busy 'Validando...'). */
export function selectSubmitLabel(snapshot: WizardSnapshot): string | undefined {
  if (snapshot.matches({ quoteCart: 'validating' })) return submitLabels.validating;
  if (snapshot.matches('quoteCart') || snapshot.matches('lead')) return submitLabels.quote;
  if (snapshot.matches('birthDate') && snapshot.context.variant !== 'lead') {
    return submitLabels.seeMyQuote;
  }
  return undefined;
}

/** A company gives its constitution date where a person gives a birth date. */
export const selectDateIsConstitution = (snapshot: WizardSnapshot) =>
  snapshot.matches('quoteCart') || snapshot.matches('editingQuote')
    ? snapshot.context.fields.gender === 'company'
    : snapshot.context.fields.personType === 'legal';

/** What an answered step shows in the wizard's summary. */
function answerOf(step: WizardStep, snapshot: WizardSnapshot): string | undefined {
  const { fields, subbrand } = snapshot.context;
  const answers: Partial<Record<WizardStep, string | undefined>> = {
    vehicle: subbrand && `${subbrand.brandName} ${subbrand.name}`,
    modelYear: fields.model,
    postalCode: fields.postalCode,
    personType: fields.personType,
    birthDate: `${fields.dayOfBirth}/${fields.monthOfBirth}/${fields.yearOfBirth}`,
  };
  return answers[step];
}

/** The summary: each answered step the machine lets the visitor edit, with its answer. */
export const selectAnsweredSteps = (snapshot: WizardSnapshot) =>
  snapshot.context.completed
    .filter((step) => snapshot.can({ type: 'wizard.edit', step }))
    .map((step) => ({ step, answer: answerOf(step, snapshot) }))
    .filter((entry): entry is { step: WizardStep; answer: string } => Boolean(entry.answer));

export const selectCanEdit = (snapshot: WizardSnapshot, step: WizardStep) =>
  snapshot.can({ type: 'wizard.edit', step });

/** The leads channel (AS_LEADS) cannot change the quote. */
export const selectEditingLocked = (snapshot: WizardSnapshot) => snapshot.context.editingLocked;

export const selectIsEditingQuote = (snapshot: WizardSnapshot) => snapshot.matches('editingQuote');

/** Closing the edit-quote modal with changes not applied: 'Los cambios hechos podrían perderse…'. */
export const selectIsAskingToDiscardEdit = (snapshot: WizardSnapshot) =>
  snapshot.matches({ editingQuote: 'confirmingDiscard' });

export const selectEditQuoteLabel = (snapshot: WizardSnapshot) =>
  snapshot.matches({ editingQuote: 'validating' }) ? 'Validando...' : 'Confirmar';
