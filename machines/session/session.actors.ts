import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import type { PromoData } from '../../src/domain/promo';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import type { CartToSave, PromoCookie, RestoredCatalogue } from './session.types';
import type { catalogueKeysOf } from './session.restore';

/** Where the promo code is kept between visits (js-cookie in the browser). */
export interface PromoCookieJar {
  set(name: string, value: string, options: { expires: number }): void;
}

export const promoCookieName = 'promoCode';

/** The session's side effects over the API client and the cookie jar. */
export function createSessionActors(
  api: Pick<Api, 'catalog' | 'quotation'>,
  cookies: PromoCookieJar,
) {
  return {
    loadPromoData: fromPromise<PromoData, { promoCode: string }>(({ input }) =>
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
  };
}
