import { fromPromise } from 'xstate';
import type { CardGateway, createPurchaseApi } from '../../src/api/purchase';
import type { BinInfo } from '../../src/domain/payment/bank-cards';
import { cardBin } from '../../src/domain/payment/card';
import { isAcceptedCardClass } from '../../src/domain/payment/card-class';
import { isApiError, isServiceFailure, type ApiError } from '../../src/domain/common/errors';
import { cardDeclineMessages } from '../../src/domain/payment/payment-outcomes';
import { messages } from '../../src/domain/validation';
import { cartMessages } from './cart-messages';
import type { CardEntry } from './payment-options';
import type { FieldErrors } from './step-validation';

/** The card as the cart keeps it once the gateway tokenised it: no number, no CVV. */
export interface ProtectedCard {
  cardToken: string;
  brand: string;
  lastFour: string;
  cardholderName: string;
  bank: string;
  cardType: CardEntry['cardType'];
  installments: CardEntry['installments'];
}

export type CardProtection =
  { status: 'protected'; card: ProtectedCard } | { status: 'refused'; errors: FieldErrors };

/**
 * A department-store or voucher card is not taken (the server refuses it too); a bank the bin
 * lookup names must be the bank the buyer chose.
 */
export function binRefusal(bin: BinInfo, card: CardEntry): FieldErrors | undefined {
  if (bin.cardClass && !isAcceptedCardClass(bin.cardClass))
    return { cardNumber: cardDeclineMessages.notValidForInsurer };
  return bin.bankCode && bin.bankCode !== card.bank
    ? { bank: cartMessages.bankNotFound }
    : undefined;
}

type BinLookup = Pick<ReturnType<typeof createPurchaseApi>, 'getBinInfo'>;

/**
 * A lookup that found nothing is a refusal of the card; a service that failed (the database
 * gone for a moment) is not the card's fault: it fails the protection, whose message says so.
 */
function nothingUnlessServiceFailed(error: unknown): undefined {
  if (isServiceFailure(error)) throw error;
  return undefined;
}

/**
 * The field messages of a tokeniser's refusal (an expiry or security code the processor turns
 * down, in its own words); a service that failed is rethrown; any other refusal reads "we could
 * not protect the card".
 */
function tokenRefusal(error: unknown): FieldErrors {
  if (isServiceFailure(error)) throw error;
  return refusalFields(isApiError(error) ? error : undefined, {
    cardNumber: messages.cardToken,
  });
}

/** The first message of each field an API refusal names, or these when it names none. */
export function refusalFields(error: ApiError | undefined, otherwise: FieldErrors): FieldErrors {
  const refusals = Object.entries(error?.fields ?? {}).flatMap(([field, [message]]) =>
    message ? [[field, message] as const] : [],
  );
  return refusals.length > 0 ? Object.fromEntries(refusals) : otherwise;
}

/**
 * Before payment: the bin lookup (the card must exist and be of the chosen bank), then the
 * gateway's tokeniser. Only the token, brand and last four digits come back.
 */
export function createProtectCard(purchase: BinLookup, gateway: CardGateway) {
  return fromPromise<CardProtection, CardEntry>(({ input }) =>
    protectCard(purchase, gateway, input),
  );
}

/** The bin lookup then the tokeniser (createProtectCard), for a flow that pays with the card. */
export async function protectCard(
  purchase: BinLookup,
  gateway: CardGateway,
  card: CardEntry,
): Promise<CardProtection> {
  const bin = await purchase.getBinInfo(cardBin(card.cardNumber)).catch(nothingUnlessServiceFailed);
  if (!bin) return { status: 'refused', errors: { cardNumber: cartMessages.cardNumberCheck } };
  const refusal = binRefusal(bin, card);
  if (refusal) return { status: 'refused', errors: refusal };
  const token = await gateway
    .tokenize(card)
    .catch((error: unknown) => ({ errors: tokenRefusal(error) }));
  if ('errors' in token) return { status: 'refused', errors: token.errors };
  const { cardholderName, bank, cardType, installments } = card;
  return {
    status: 'protected',
    card: { ...token, cardholderName, bank, cardType, installments },
  };
}
