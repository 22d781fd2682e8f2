import { selectErrors, selectFields } from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { FieldErrors, WizardFields } from '../../../machines/quote-wizard/quote-wizard.types';
import { useFieldIds } from '../a11y/field';
import { useMessage } from '../strings/i18n';
import { useQuoteWizard, useQuoteWizardIntents } from '../flow-hooks/use-quote-wizard';

type FieldName = keyof WizardFields;

/** Fields the machine checks that have no control of their own: their message shows here. */
const shownOn: Partial<Record<FieldName, FieldName>> = {
  subbrandId: 'vehicleSearch',
  model: 'modelId',
};

/**
 * One message per control, in the visitor's language: the control's own first (an empty vehicle
 * search says 'No has ingresado algún auto'), else the hidden field's it stands for (a search
 * typed but no suggestion chosen).
 */
function messagesPerControl(errors: FieldErrors, translate: (text: string) => string) {
  const visible: Partial<Record<FieldName, string>> = {};
  const names = Object.keys(errors) as FieldName[];
  const ordered = [...names.filter((name) => !shownOn[name]), ...names.filter((n) => shownOn[n])];
  for (const name of ordered) {
    const message = errors[name];
    const control = shownOn[name] ?? name;
    if (message && !visible[control]) visible[control] = translate(message);
  }
  return visible;
}

/**
 * The fields, the message of each control and the intents every step reads; `field(name)`
 * gives a control its id and message (see a11y/field.tsx), the same ids the summary links to.
 */
export function useWizardStep() {
  const fields = useQuoteWizard(selectFields);
  const errors = useQuoteWizard(selectErrors);
  const intents = useQuoteWizardIntents();
  const message = useMessage();
  const ids = useFieldIds('wizard');
  // Steps render only while the wizard runs (QuoteWizardView checks it).
  if (!fields || !errors) throw new Error('The quote wizard is not running.');
  const messages = messagesPerControl(errors, message);
  const field = (name: FieldName) => ids(name, messages[name]);
  return { fields, messages, field, fieldId: ids.id, intents };
}
