import * as v from 'valibot';
import { messages } from './messages';
import { insurerCodeSchema } from './policy-fields';
import { genderFitsPersonType, quoteInputEntries, withQuoteDefaults } from './quote-request';
import { crossCheck, fields } from './rules';

/**
 * POST /quotation/quote-round: every insurer and package of a quote in one streamed answer.
 * The same inputs as one insurer's quote; the server picks the packages the restrictions
 * allow and the insurers that serve the postal code, or only the `providers` named.
 */
export const quoteRoundRequestSchema = v.pipe(
  fields({
    ...quoteInputEntries,
    providers: v.optional(
      v.pipe(v.array(insurerCodeSchema), v.minLength(1, messages.choiceNotOffered)),
    ),
  }),
  v.forward(
    crossCheck([['personType'], ['gender']], genderFitsPersonType, messages.genderRequired),
    ['gender'],
  ),
  v.transform(withQuoteDefaults),
);

export type QuoteRoundRequestInput = v.InferInput<typeof quoteRoundRequestSchema>;
export type QuoteRoundRequest = v.InferOutput<typeof quoteRoundRequestSchema>;

/** The inputs of one quote or one round, common to both: a round's request without its insurers. */
export type QuoteInputs = Omit<QuoteRoundRequest, 'providers'>;
