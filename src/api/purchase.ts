import type { CardClass } from '../domain/card-class';
import type { PaymentStatus } from '../domain/policy';
import type { HttpClient } from './http-client';

/**
 * The emission body. `idempotencyKey` is stable per cart and emission attempt: a refresh, a
 * retry or a poll re-sends the same key, so the server answers the first outcome and never
 * charges twice.
 */
export type EmissionRequest = Record<string, unknown> & {
  quotationId: string;
  idempotencyKey: string;
};
export interface EmissionResult {
  status: 'processing' | 'issued' | 'failed';
  policyNumber?: string;
  paymentStatus?: PaymentStatus;
}
export interface BinInfo {
  bin: string;
  scheme: string;
  cardType: 'debit' | 'credit';
  bankCode?: string;
  bankName?: string;
  /** bank, department-store or voucher: only bank cards pay a policy. */
  cardClass?: CardClass;
}

/** The card as typed, handed only to the payment gateway's tokeniser. */
export interface CardToTokenize {
  cardholderName: string;
  cardNumber: string;
  expirationDate: string;
  securityCode: string;
}
/** What the gateway answers: a single-use token; our routes never see the card itself. */
export interface CardToken {
  cardToken: string;
  brand: string;
  lastFour: string;
}
/** The payment gateway's browser tokeniser (the processor's script, or the sandbox's). */
export interface CardGateway {
  tokenize(card: CardToTokenize): Promise<CardToken>;
}

/** Emission, payment and card calls of the purchase area. */
export function createPurchaseApi(http: HttpClient) {
  const withParties = (body: Record<string, unknown>, providerCode: string) => ({
    ...body,
    providerCode,
    partnerCode: http.partnerCode,
  });
  return {
    emit: (body: EmissionRequest, providerCode: string) =>
      http.post<EmissionResult>('/policy/emit', {
        json: withParties(body, providerCode),
        providerCode,
      }),
    emitPay: (body: EmissionRequest, providerCode: string) =>
      http.post<EmissionResult>('/policy/emit-pay', {
        json: withParties(body, providerCode),
        providerCode,
      }),
    pay: (body: Record<string, unknown>, providerCode: string) =>
      http.post<EmissionResult>('/api/policy/pay', {
        json: withParties(body, providerCode),
        providerCode,
      }),
    getBinInfo: (bin: string) =>
      http.post<BinInfo>('/api/payment/get-bin-info', { json: { bin }, providerCode: 'binlist' }),
  };
}
