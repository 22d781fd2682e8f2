import type { HttpClient } from './http-client';

export type EmissionRequest = Record<string, unknown> & { quotationId: string };
export interface EmissionResult {
  status: 'processing' | 'issued' | 'failed';
  policyNumber?: string;
  paymentStatus?: 'paid' | 'not-paid';
}
export interface BinInfo {
  bin: string;
  scheme: string;
  cardType: 'debit' | 'credit';
  bankCode?: string;
  bankName?: string;
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
