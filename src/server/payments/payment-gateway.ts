import type { CardBrand, CardType } from '../../domain/payment/card';
import type { CardDeclineReason } from '../../domain/payment/payment-outcomes';
import type { CardToken, CardTokenizeRequest } from '../../domain/validation/card-token-request';

/**
 * A card payment processor as the server uses it. The browser's card goes to `tokenize` only
 * (the processor's own endpoint); everything else sees the single-use token. A charge is an
 * authorisation (the amount is held; refusals show here) and its capture once the policy is
 * issued; an authorisation whose policy could not be issued is voided. A real processor plugs
 * in as another implementation.
 */
export interface PaymentGateway {
  tokenize(card: CardTokenizeRequest): Promise<TokenizeOutcome>;
  /** The token's card as processors describe it (BIN, brand, type, last four); the number never. */
  describeCard(cardToken: string): Promise<CardDescription | undefined>;
  /** The same idempotency key always answers the first authorisation: never two holds. */
  authorize(request: AuthorizationRequest): Promise<AuthorizationOutcome>;
  capture(authorizationId: string): Promise<CaptureOutcome>;
  /** Releases the hold and gives its token back, so a retry holds the same card again. */
  void(authorizationId: string): Promise<void>;
  /**
   * Charges a card kept at its first authorisation again (a later instalment), authorised and
   * captured at once. The same idempotency key always answers the first outcome: never two charges.
   */
  chargeKeptCard(charge: KeptCardCharge): Promise<KeptCardChargeOutcome>;
}

export interface CardDescription {
  bin: string;
  brand: CardBrand;
  cardType: CardType;
  lastFour: string;
}

export type TokenizeOutcome =
  | ({ status: 'tokenized' } & CardToken)
  | { status: 'refused'; field: 'cardNumber' | 'expirationDate' | 'securityCode'; message: string };

export interface AuthorizationRequest {
  idempotencyKey: string;
  cardToken: string;
  /** MXN, the quotation's first payment. */
  amount: number;
  bankCode: string;
  cardType: CardType;
  /** Months without interest (1: a single charge). */
  installments: number;
  /** The plan has later instalments: keep the card to charge them on their dates. */
  keepCardForLaterCharges?: boolean;
}

export interface KeptCardCharge {
  idempotencyKey: string;
  cardToken: string;
  amount: number;
}

export type KeptCardChargeOutcome =
  { status: 'paid'; authorizationId: string } | { status: 'declined'; reason: CardDeclineReason };

export type AuthorizationOutcome =
  | { status: 'authorized'; authorizationId: string; brand: string; lastFour: string }
  | { status: 'declined'; reason: CardDeclineReason; brand?: string; lastFour?: string };

export type CaptureOutcome = { status: 'captured' } | { status: 'declined' };
