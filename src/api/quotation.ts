import type { Quotation } from '../domain/quotation';
import type { HttpClient } from './http-client';

/** The quote body of POST /quotation/quote; the domain schema defines and checks each field. */
export type QuoteRequest = Record<string, unknown>;
export type { Quotation };
export type SavedCart = Record<string, unknown>;
export interface PromoData {
  skipPayment: boolean;
  isFinancial: boolean;
  logoUrl: string | null;
  showContactFormInCart: boolean;
  skipSeeQuote: boolean;
  businessName: string | null;
  tin: string | null;
  partnerCode: string | null;
  activeMultiannual: boolean;
  onlyCashPayment: boolean;
}

export function createQuotationApi(http: HttpClient) {
  return {
    /** One insurer, one package; X-Provider-Code names the insurer. Cancellable. */
    quote: (body: QuoteRequest, providerCode: string, signal?: AbortSignal) =>
      http.post<Quotation>('/quotation/quote', {
        json: { ...body, providerCode, partnerCode: http.partnerCode },
        providerCode,
        signal,
      }),
    getCart: (id: string) =>
      http.get<{ id: string; redux: SavedCart }>('/quotation/get-cart', { searchParams: { id } }),
    saveCart: (cart: SavedCart) =>
      http.post<{ id: string }>('/api/quotation/save-cart', {
        json: { ...cart, partnerCode: http.partnerCode },
      }),
    getPdf: (quote: Record<string, unknown>) =>
      http.post<{ pdf: string; fileName: string }>('/api/quotation/get-pdf-generator', {
        json: quote,
      }),
    getPromoCodeData: (promocode: string) =>
      http.get<PromoData>('/api/quotation/get-promocode-data', { searchParams: { promocode } }),
  };
}
