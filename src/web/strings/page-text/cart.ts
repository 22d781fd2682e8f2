import { cartStrings } from '../areas/cart';
import { cartHintsStrings } from '../areas/cart-hints';
import { summaryStrings } from '../areas/summary';
import { packageStrings } from '../areas/packages';
import { paymentFrequencyStrings } from '../areas/payment-frequencies';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [
  cartStrings,
  cartHintsStrings,
  summaryStrings,
  paymentFrequencyStrings,
  packageStrings,
] as const;

/**
 * The cart pages' own texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const cartText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type CartTextKey = StringKey | KeysOf<(typeof areas)[number]>;
