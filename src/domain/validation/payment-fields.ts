import * as v from 'valibot';
import {
  cardDigits,
  cardTypeKeys,
  isCardExpiryValid,
  isLuhnValid,
  isValidCardNumber,
  normalizeCardExpiry,
} from '../payment/card';
import { todayInMexico } from '../common/dates';
import { installmentOptions } from '../payment/payment-frequencies';
import { personNameSchema } from './identity-fields';
import { messages } from './messages';
import { choice, crossCheck, fields, identifier, oneMessage } from './rules';

/**
 * Card number, typed with or without spaces. The spec counts "more than 16 characters" of the
 * masked input; we check what that stands for: a known brand, its exact length (Amex 15, the
 * others 16) and the Luhn digit. Browser only: our server never sees a card number.
 */
export const cardNumberSchema = oneMessage(
  v.pipe(
    v.string(messages.cardNumber),
    v.transform(cardDigits),
    v.check(isValidCardNumber, messages.cardNumber),
  ),
);

/** Expiry as typed ('1230', '12/30', '12 / 30'), kept as `mm / aa`; this month or later. */
export const expirationDateSchema = oneMessage(
  v.pipe(
    v.string(messages.expirationDate),
    v.transform(normalizeCardExpiry),
    v.length(7, messages.expirationDate),
    v.check((text) => isCardExpiryValid(text, todayInMexico()), messages.expirationDate),
  ),
);

/** Digits only, 3 or 4; the payment step then asks for the brand's exact length. */
export const securityCodeSchema = oneMessage(
  v.pipe(v.string(messages.securityCode), v.trim(), v.regex(/^\d{3,4}$/, messages.securityCode)),
);

export const cardholderNameSchema = personNameSchema(messages.cardholderName);

/** The bank's code from the banks list. */
export const bankSchema = identifier(messages.bank);

export const cardTypeSchema = choice(cardTypeKeys, messages.cardType);

export const installmentsSchema = choice(installmentOptions, messages.installments);

/** Months without interest need a credit card; debit cards pay in one charge. */
export function allowsInstallments(choiceMade: {
  cardType: string;
  installments: number;
}): boolean {
  return choiceMade.installments === 1 || choiceMade.cardType === 'credit';
}

/** Bank, card type and instalments, as both the payment step and the server's payment body carry them. */
export const paymentChoicesSchema = v.pipe(
  fields({ bank: bankSchema, cardType: cardTypeSchema, installments: installmentsSchema }),
  v.forward(
    crossCheck([['cardType'], ['installments']], allowsInstallments, messages.installments),
    ['installments'],
  ),
);

/**
 * The gateway's token for a card the browser tokenised. A string of digits that passes Luhn is a
 * card number sent by mistake and is refused, so no card number reaches our logs or storage.
 */
export const cardTokenSchema = oneMessage(
  v.pipe(
    v.string(messages.cardToken),
    v.trim(),
    v.regex(/^[\w-]{8,200}$/, messages.cardToken),
    v.check((token) => !(/^\d{12,19}$/.test(token) && isLuhnValid(token)), messages.cardToken),
  ),
);

/** The first 6 to 8 digits, for the bin lookup. */
export const binSchema = oneMessage(
  v.pipe(v.string(messages.cardNumber), v.regex(/^\d{6,8}$/, messages.cardNumber)),
);
