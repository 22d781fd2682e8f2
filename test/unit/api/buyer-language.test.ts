import { describe, expect, it } from 'vitest';
import { createApi } from '../../../src/api';

/** Records every call and answers `{ data: {} }` (a PDF body for the download). */
function recordingApi(language?: 'es' | 'en') {
  const requests: Request[] = [];
  const api = createApi({
    baseUrl: 'http://api.test',
    bearerToken: 'b',
    ...(language ? { language } : {}),
    readCookie: () => 'xsrf',
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify({ data: {} }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, requests };
}

const bodyOf = async (request: Request) =>
  (await request.clone().json()) as Record<string, unknown>;

/** Every call whose mail or PDF the server writes, made once. */
async function callEach(api: ReturnType<typeof createApi>) {
  await api.account.sendSavedQuote({ emailAddress: 'ana@correo.mx', cartId: 'c-1' });
  await api.account.signUp({ emailAddress: 'ana@correo.mx' });
  await api.quotation.getPdf(['q-1']);
  await api.purchase.emit({ quotationId: 'q-1', idempotencyKey: 'cart-1:0' }, 'hdi');
  await api.purchase.emitPay({ quotationId: 'q-1', idempotencyKey: 'cart-1:0' }, 'hdi');
  await api.purchase.downloadPolicyPdf('HDI-1', 'token');
}

describe('the calls whose mails and PDFs the server writes carry the site’s language', () => {
  it('Spanish until the site switches, then English', async () => {
    const { api, requests } = recordingApi();
    await callEach(api);
    api.http.setLanguage('en');
    await callEach(api);
    const languages = await Promise.all(
      requests.map(async (request) =>
        request.method === 'GET'
          ? new URL(request.url).searchParams.get('language')
          : (await bodyOf(request)).language,
      ),
    );
    expect(languages).toEqual([...Array(6).fill('es'), ...Array(6).fill('en')]);
  });

  it('starts in the language the app starts in', async () => {
    const { api, requests } = recordingApi('en');
    await api.quotation.getPdf(['q-1']);
    expect(await bodyOf(requests[0]!)).toEqual({ quotationIds: ['q-1'], language: 'en' });
  });
});
