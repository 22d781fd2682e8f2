import type { Page } from 'playwright-core';
import { ownPartnerCode, retailPartnerCode } from '../../../src/domain/site/partners';
import type { SaveCartRequestInput } from '../../../src/domain/validation/cart-request';
import { inject } from 'vitest';
import type { Locale } from '../../../src/web/strings/i18n';
import { expectBrand, freshSession, retailPromo } from './a11y-session';
import { seeResults } from './results-page';

/**
 * What the wizard walks (walk-wizard.ts, cart-walk.ts) answer, as the results page saves it: a
 * Nissan Versa 2020 (its first version) in CP 06700, Amplia, yearly, commercial value; a woman
 * born 15/03/1990, or a company founded 01/06/2015. `promoCode` is saved with it, as the results
 * page saves a promo in force (a saved quote's link brings it back, and with it its brand).
 */
export function versa2020Quote(
  buyer: 'individual' | 'company' = 'individual',
  promoCode?: string,
): Omit<SaveCartRequestInput, 'partnerCode'> {
  const client =
    buyer === 'company'
      ? { birthdate: '2015-06-01', gender: 'company' as const }
      : { birthdate: '1990-03-15', gender: 'female' as const };
  return {
    store: { modelId: 'nissan-versa-2020', subbrandId: 'nissan-versa' },
    quote: {
      vehicle: { versionId: '0044718-2020' },
      policy: {
        package: 0,
        paymentFrequency: 0,
        validity: 1,
        compensationValue: 'commercial',
        indemnityValue: 'commercial',
        hasCoveragesEdited: false,
        ...(promoCode ? { promocode: promoCode } : {}),
      },
      client: { ...client, address: { postalCode: '06700' } },
    },
  };
}

/**
 * Saves the quote as the browser of `page` (its cookies: the server lets this browser read the
 * cart back), through the API the results page's 'Guardar cotización' calls. Gives its id.
 */
export async function saveQuoteAsBrowser(
  page: Page,
  baseUrl: string,
  cart = versa2020Quote(),
  partnerCode = ownPartnerCode,
): Promise<string> {
  const api = page.context().request;
  // The XSRF pair as the server's security plugin names it (src/server/plugins/security.ts), not
  // imported: that would load the server's plugins into every browser test file.
  await api.get(`${baseUrl}/api/xsrf-token`);
  const cookies = await page.context().cookies(baseUrl);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post(`${baseUrl}/api/quotation/save-cart`, {
    headers: {
      authorization: `Bearer ${inject('apiBearer')}`,
      'x-xsrf-token': xsrf,
      'x-partner-code': partnerCode,
    },
    data: { ...cart, partnerCode },
  });
  if (!response.ok()) throw new Error(`save-cart answered ${response.status()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * The results page of a fresh quotation of the walk's answers, without walking the wizard: the
 * quote is saved through the API and its link (`/?cartId=…`, what the saved-quote mail holds)
 * opened; the app restores the answers and asks the insurers again (docs/behaviour/quote/
 * arrival.md). `query` goes on that link (`lang=en`…). The wizard walk from the home page stays
 * in the journey tests (purchase, keyboard-purchase, english-purchase, wizard…).
 */
export async function openSavedQuote(
  page: Page,
  baseUrl: string,
  query = '',
  cart = versa2020Quote(),
) {
  const cartId = await saveQuoteAsBrowser(page, baseUrl, cart);
  const params = new URLSearchParams(query);
  params.set('cartId', cartId);
  await page.goto(`${baseUrl}/?${params}`);
  await seeResults(page);
}

/**
 * A fresh session of the matrix (a11y-session.ts) on the results page of a fresh quotation, in
 * the language and wearing the brand: what startSession and then the wizard walk (cart-walk.ts
 * quoteVersa) reach. The retail brand comes with the quote's saved promo, as a saved quote's
 * link brings it back.
 */
export async function openSavedQuoteInSession(
  page: Page,
  baseUrl: string,
  { partnerCode, locale }: { partnerCode: string; locale: Locale },
  buyer: 'individual' | 'company' = 'individual',
) {
  const promo = partnerCode === retailPartnerCode ? retailPromo : undefined;
  await openSavedQuote(
    page,
    baseUrl,
    `lang=${locale}&${freshSession}`,
    versa2020Quote(buyer, promo),
  );
  await expectBrand(page, partnerCode);
}
