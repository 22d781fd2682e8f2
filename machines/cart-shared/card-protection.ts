import { fromPromise } from 'xstate';
import type { BinInfo, CardGateway, createPurchaseApi } from '../../src/api/purchase';
import { cardBin } from '../../src/domain/card';
import { isAcceptedCardClass } from '../../src/domain/card-class';
import { cardDeclineMessages } from '../../src/domain/payment-outcomes';
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
 * Before payment: the bin lookup (the card must exist and be of the chosen bank), then the
 * gateway's tokeniser. Only the token, brand and last four digits come back.
 */
export function createProtectCard(purchase: BinLookup, gateway: CardGateway) {
  return fromPromise<CardProtection, CardEntry>(async ({ input: card }) => {
    const bin = await purchase.getBinInfo(cardBin(card.cardNumber)).catch(() => undefined);
    if (!bin) return { status: 'refused', errors: { cardNumber: cartMessages.cardNumberCheck } };
    const refusal = binRefusal(bin, card);
    if (refusal) return { status: 'refused', errors: refusal };
    const token = await gateway.tokenize(card).catch(() => undefined);
    if (!token) return { status: 'refused', errors: { cardNumber: messages.cardToken } };
    const { cardholderName, bank, cardType, installments } = card;
    return {
      status: 'protected',
      card: { ...token, cardholderName, bank, cardType, installments },
    };
  });
}
