import type { HttpClient } from './http-client';
import type { BinInfo } from '../domain/payment/bank-cards';
import type { EmissionBody, EmissionResult } from '../domain/purchase/emission';
import type { CardToken, CardTokenizeRequestInput } from '../domain/validation/card-token-request';
import type { PayRequestInput } from '../domain/validation/purchase-requests';

/** The payment gateway's browser tokeniser (the processor's script, or the sandbox's). */
export interface CardGateway {
  tokenize(card: CardTokenizeRequestInput): Promise<CardToken>;
}

/** Emission, payment and card calls of the purchase area. */
export function createPurchaseApi(http: HttpClient) {
  const withParties = <TBody extends object>(body: TBody, providerCode: string) => ({
    ...body,
    providerCode,
    partnerCode: http.partnerCode,
  });
  // The policy-issued mail is written in the language the buyer asked for the policy in.
  const withLanguage = (body: EmissionBody) => ({ ...body, language: http.language });
  return {
    emit: (body: EmissionBody, providerCode: string) =>
      http.post<EmissionResult>('/policy/emit', {
        json: withParties(withLanguage(body), providerCode),
        providerCode,
      }),
    emitPay: (body: EmissionBody, providerCode: string) =>
      http.post<EmissionResult>('/policy/emit-pay', {
        json: withParties(withLanguage(body), providerCode),
        providerCode,
      }),
    /** With the holder's access token, the account pays it from any browser. */
    pay: (
      body: Omit<PayRequestInput, 'providerCode' | 'partnerCode'>,
      providerCode: string,
      accessToken?: string,
    ) =>
      http.post<EmissionResult>('/api/policy/pay', {
        json: withParties(body, providerCode),
        providerCode,
        headers: accessToken ? { 'X-Access-Token': accessToken } : undefined,
      }),
    /** The holder's PDF, with an access token of their signed-in account, in their language. */
    downloadPolicyPdf: (policyNumber: string, accessToken: string) =>
      http.download(`/api/policy/${encodeURIComponent(policyNumber)}/pdf`, {
        headers: { 'X-Access-Token': accessToken },
        searchParams: { language: http.language },
      }),
    getBinInfo: (bin: string) =>
      http.post<BinInfo>('/api/payment/get-bin-info', { json: { bin }, providerCode: 'binlist' }),
  };
}
