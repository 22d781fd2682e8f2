import type { CardType } from '../../domain/card';
import type { CardDeclineReason } from '../../domain/payment-outcomes';
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
  /** The same idempotency key always answers the first authorisation: never two holds. */
  authorize(request: AuthorizationRequest): Promise<AuthorizationOutcome>;
  capture(authorizationId: string): Promise<CaptureOutcome>;
  void(authorizationId: string): Promise<void>;
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
}

export type AuthorizationOutcome =
  | { status: 'authorized'; authorizationId: string; brand: string; lastFour: string }
  | { status: 'declined'; reason: CardDeclineReason; brand?: string; lastFour?: string };

export type CaptureOutcome = { status: 'captured' } | { status: 'declined' };
