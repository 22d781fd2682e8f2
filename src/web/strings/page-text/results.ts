import { quoteCardStrings } from '../areas/quote-card';
import { resultsContentStrings } from '../areas/results-content';
import { customiseStrings } from '../areas/customise';
import { quoteSharingStrings } from '../areas/quote-sharing';
import { packageStrings } from '../areas/packages';
import { paymentFrequencyStrings } from '../areas/payment-frequencies';
import { policyTermsStrings } from '../areas/policy-terms';
import { priceBreakdownStrings } from '../areas/price-breakdown';
import { resultsProgressStrings } from '../areas/results-progress';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [
  quoteCardStrings,
  resultsContentStrings,
  customiseStrings,
  quoteSharingStrings,
  policyTermsStrings,
  priceBreakdownStrings,
  paymentFrequencyStrings,
  packageStrings,
  resultsProgressStrings,
] as const;

/**
 * The results page's own texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const resultsText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type ResultsTextKey = StringKey | KeysOf<(typeof areas)[number]>;
