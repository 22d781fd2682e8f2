import type * as v from 'valibot';
import type { CardBrand } from '../payment/card';
import {
  cardholderNameSchema,
  cardNumberSchema,
  expirationDateSchema,
  securityCodeSchema,
} from './payment-fields';
import { fields } from './rules';

/**
 * POST /api/payment/tokenize: the card as typed, sent only to the payment gateway's tokeniser
 * (the sandbox plays the processor here); it answers a single-use token, brand and last four.
 */
export const cardTokenizeRequestSchema = fields({
  cardholderName: cardholderNameSchema,
  cardNumber: cardNumberSchema,
  expirationDate: expirationDateSchema,
  securityCode: securityCodeSchema,
});

export type CardTokenizeRequestInput = v.InferInput<typeof cardTokenizeRequestSchema>;
export type CardTokenizeRequest = v.InferOutput<typeof cardTokenizeRequestSchema>;

/** What the tokeniser answers: a single-use token; our routes never see the card itself. */
export interface CardToken {
  cardToken: string;
  brand: CardBrand;
  lastFour: string;
}
