import { quoteCardStrings } from '../areas/quote-card';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

/**
 * A quote's texts (its coverages, its offer's countdown), in Spanish (English is in the English
 * pack): the results page shows them with the rest of its texts, the purchase summary with the
 * cart's, which then loads no other of the results page's.
 */
export const quoteCardText = catalogueOf([quoteCardStrings], 'es');
export type QuoteCardTextKey = StringKey | KeysOf<typeof quoteCardStrings>;
