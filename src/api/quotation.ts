import type { HttpClient } from './http-client';
import { readNdjson } from './ndjson';
import type { PromoCodeAnswer } from '../domain/site/promo';
import type { RestoredCart, SaveCartRequestInput } from '../domain/validation/cart-request';
import type { Quotation, QuoteRoundLine } from '../domain/quote/quotation';
import type { QuoteRequestInput } from '../domain/validation/quote-request';
import type { QuoteRoundRequestInput } from '../domain/validation/quote-round-request';

/** The quote body; the client adds providerCode and partnerCode. */
export type QuoteRequest = Omit<QuoteRequestInput, 'providerCode' | 'partnerCode'>;
export type QuoteRoundRequest = Omit<QuoteRoundRequestInput, 'partnerCode'>;
export type { Quotation, QuoteRoundLine };
export type PromoData = PromoCodeAnswer;

export function createQuotationApi(http: HttpClient) {
  return {
    /** One insurer, one package; X-Provider-Code names the insurer. Cancellable. */
    quote: (body: QuoteRequest, providerCode: string, signal?: AbortSignal) =>
      http.post<Quotation>('/quotation/quote', {
        json: { ...body, providerCode, partnerCode: http.partnerCode },
        providerCode,
        signal,
      }),
    /**
     * Every insurer and package in one request, each result as it resolves (NDJSON), so the
     * round is not queued behind the browser's 6 connections per host. Aborting cancels it.
     */
    async *quoteRound(
      body: QuoteRoundRequest,
      signal?: AbortSignal,
    ): AsyncGenerator<QuoteRoundLine> {
      const response = await http.stream('/quotation/quote-round', {
        json: { ...body, partnerCode: http.partnerCode },
        signal,
      });
      yield* readNdjson<QuoteRoundLine>(response);
    },
    getCart: (id: string) =>
      http.get<{ id: string; redux: RestoredCart }>('/quotation/get-cart', {
        searchParams: { id },
      }),
    saveCart: (cart: Omit<SaveCartRequestInput, 'partnerCode'>) =>
      http.post<{ id: string }>('/api/quotation/save-cart', {
        json: { ...cart, partnerCode: http.partnerCode },
      }),
    /** The stored quotations as a PDF (base64) and the name to save it under. */
    getPdf: (quotationIds: readonly string[]) =>
      http.post<{ pdf: string; fileName: string }>('/api/quotation/get-pdf-generator', {
        json: { quotationIds, language: http.language },
      }),
    getPromoCodeData: (promocode: string) =>
      http.get<PromoData>('/api/quotation/get-promocode-data', { searchParams: { promocode } }),
  };
}
