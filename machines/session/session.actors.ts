import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import { pdfFileOf } from '../support/pdf-file';
import type {
  CartToSave,
  LoadedPromo,
  PromoCookie,
  QuotePdfRequest,
  RestoredCatalogue,
} from './session.types';
import type { catalogueKeysOf } from './session.restore';

/** Where the promo code is kept between visits (js-cookie in the browser). */
export interface PromoCookieJar {
  set(name: string, value: string, options: { expires: number }): void;
}

export const promoCookieName = 'promoCode';

/** Hands a downloaded file to the browser (the quote PDF). */
export type SaveFile = (file: Blob, fileName: string) => void;

/** The session's side effects over the API client, the cookie jar and the file saver. */
export function createSessionActors(
  api: Pick<Api, 'catalog' | 'quotation' | 'account'>,
  cookies: PromoCookieJar,
  saveFile: SaveFile,
) {
  return {
    loadPromoData: fromPromise<LoadedPromo, { promoCode: string }>(({ input }) =>
      api.quotation.getPromoCodeData(input.promoCode),
    ),
    rememberPromoCode: fromPromise<void, PromoCookie>(async ({ input }) => {
      cookies.set(promoCookieName, input.promoCode, { expires: input.days });
    }),
    loadCart: fromPromise<RestoredCart, { cartId: string }>(async ({ input }) => {
      const answer = await api.quotation.getCart(input.cartId);
      return answer.redux;
    }),
    refetchCatalogue: fromPromise<RestoredCatalogue, ReturnType<typeof catalogueKeysOf>>(
      async ({ input }) => {
        const [versions, location, models, subBrands] = await Promise.all([
          api.catalog.listVersions({ modelId: input.modelId }),
          api.catalog.getPostalLocation({ postalCode: input.postalCode }),
          api.catalog.listModels({ subBrandId: input.subbrandId }),
          api.catalog.getAllSubBrands(),
        ]);
        const subBrand = subBrands.find((candidate) => candidate.id === input.subbrandId);
        const model = models.find((candidate) => candidate.id === input.modelId);
        if (!subBrand || !model) throw new Error('The cart names a vehicle the catalogue lost.');
        return {
          versions: versions.map(({ id, description }) => ({ id, description })),
          supportedInsurers: location.supportedInsurers,
          brandName: subBrand.brandName,
          subbrandName: subBrand.name,
          model: model.year,
        };
      },
    ),
    saveCart: fromPromise<{ id: string }, CartToSave & { cartId?: string }>(({ input }) =>
      api.quotation.saveCart(input),
    ),
    sendSavedQuote: fromPromise<unknown, { emailAddress: string; cartId: string }>(({ input }) =>
      api.account.sendSavedQuote(input),
    ),
    downloadQuotePdf: fromPromise<void, QuotePdfRequest>(async ({ input }) => {
      const { pdf, fileName } = await api.quotation.getPdf(input.quotationIds);
      saveFile(pdfFileOf(pdf), fileName);
    }),
  };
}
