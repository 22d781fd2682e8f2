import * as v from 'valibot';
import { messages } from './messages';
import { insurerCodeSchema } from './policy-fields';
import { fields, oneMessage, optionalText } from './rules';
import { modelIdSchema, subbrandIdSchema } from './vehicle-fields';

/**
 * The store part of a saved cart (cart-request.ts), in a module of its own: the home page
 * checks a restored cart's store with it without loading the rules of the cart's other fields.
 */

/** A wizard or cart step index (zero-based; the individual cart's loaders are 9 and 10). */
const stepIndexSchema = oneMessage(
  v.pipe(
    v.number(messages.invalidRequest),
    v.integer(messages.invalidRequest),
    v.minValue(0, messages.invalidRequest),
    v.maxValue(20, messages.invalidRequest),
  ),
);

/** Where the buyer was in the wizard and the cart, and what they had chosen. */
export const cartStoreSchema = fields({
  quotationStep: v.optional(stepIndexSchema),
  emissionStep: v.optional(stepIndexSchema),
  modelId: optionalText(modelIdSchema),
  subbrandId: optionalText(subbrandIdSchema),
  selectedProvider: v.optional(insurerCodeSchema),
  selectedInsurer: v.optional(insurerCodeSchema),
});
