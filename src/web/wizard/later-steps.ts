/**
 * The wizard's steps after the first: the page draws with its first step only, and these load
 * once it is up (quote-wizard-view.tsx), so a first visit downloads one step's code.
 */
export { BirthDateStep } from './birth-date-step';
export { LeadStep } from './lead-step';
export { ModelYearStep } from './model-year-step';
export { PersonTypeStep } from './person-type-step';
export { PostalCodeStep } from './postal-code-step';
export { QuoteCartStep } from './quote-cart-step';
