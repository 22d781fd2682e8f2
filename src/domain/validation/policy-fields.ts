import * as v from 'valibot';
import { insurerCodes } from '../insurers/insurers';
import { packageQuoteOrder } from '../coverage/packages';
import { paymentFrequencyCodes } from '../payment/payment-frequencies';
import { compensationValues, indemnityValueKeys, validityYears } from '../quote/policy';
import { messages } from './messages';
import { choice, oneMessage, patternText } from './rules';

/** At least one character (the spec); we also keep to the characters promo codes use (AS_LEADS). */
export const promoCodeSchema = patternText(/^[\w-]+$/, messages.promoCode, 50);

export const packageSchema = choice(packageQuoteOrder, messages.choiceNotOffered);
export const paymentFrequencySchema = choice(paymentFrequencyCodes, messages.choiceNotOffered);
export const validitySchema = choice(validityYears, messages.choiceNotOffered);
export const indemnityValueSchema = choice(indemnityValueKeys, messages.choiceNotOffered);
export const compensationValueSchema = choice(compensationValues, messages.choiceNotOffered);
export const insurerCodeSchema = choice(insurerCodes, messages.choiceNotOffered);

/** The partner whose brand the call is made under. */
export const partnerCodeSchema = patternText(/^[\w-]+$/, messages.invalidRequest, 40);

/** Invoice folio: letters and digits, at least 6. */
export const invoiceFolioSchema = patternText(/^[A-Za-z0-9]{6,}$/, messages.invoiceFolio, 40);

/**
 * Invoice amount in pesos with at least 5 digits before the point (10,000 or more), typed as a
 * number or as text with "$" and thousands commas.
 */
export const invoiceValueSchema = oneMessage(
  v.pipe(
    v.union(
      [v.number(messages.invoiceValue), v.string(messages.invoiceValue)],
      messages.invoiceValue,
    ),
    v.transform((amount) => String(amount).replace(/[\s$,]/g, '')),
    v.regex(/^\d{5,10}(\.\d{1,2})?$/, messages.invoiceValue),
    v.transform(Number),
  ),
);
