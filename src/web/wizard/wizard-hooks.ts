import { selectErrors, selectFields } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard, useQuoteWizardIntents } from '../machines/use-quote-wizard';

/** The fields, errors and intents every step reads. */
export function useWizardStep() {
  const fields = useQuoteWizard(selectFields);
  const errors = useQuoteWizard(selectErrors);
  const intents = useQuoteWizardIntents();
  // Steps render only while the wizard runs (QuoteWizardView checks it).
  if (!fields || !errors) throw new Error('The quote wizard is not running.');
  return { fields, errors, intents };
}
