import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { EmissionResult } from '../../../src/domain/emission';
import { cardDeclineMessages } from '../../../src/domain/payment-outcomes';
import { formatMxn } from '../../../src/domain/money';
import { policyAccessDeniedMessage } from '../../../src/server/policies/policies-area';
import {
  buildTestApp,
  dataOf,
  get,
  openSession,
  post,
  type TestSession,
} from '../../support/test-app';
import { pdfTextLines } from '../../support/pdf-text';
import {
  cardPayment,
  emissionBody,
  errorOf,
  pollUntilDone,
  quotationFor,
  tokenize,
} from './purchase-fixture';

let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
});
afterAll(() => app.close());

/** Emits a mapfre policy paid with this card; answers the quotation and the final result. */
async function issuedWith(cardNumber: string, email = 'emma.gomez@example.mx') {
  const quotation = await quotationFor(app, session, 'mapfre');
  const { cardToken } = await tokenize(app, session, cardNumber);
  const base = emissionBody(quotation, { payment: cardPayment(cardToken) });
  const body = { ...base, client: { ...base.client, email } };
  const { last } = await pollUntilDone(() => post(app, session, '/policy/emit-pay', body));
  const result = dataOf<EmissionResult>(last);
  if (!result.policyNumber) throw new Error(`no policy was issued: ${last.body}`);
  return { quotation, result: { ...result, policyNumber: result.policyNumber } };
}

const pay = async (quotationId: string, cardNumber: string) => {
  const { cardToken } = await tokenize(app, session, cardNumber);
  return post(app, session, '/api/policy/pay', {
    quotationId,
    payment: cardPayment(cardToken),
    providerCode: 'mapfre',
    partnerCode: 'cotizauto',
  });
};

describe('POST /api/policy/pay', () => {
  it('pays a policy whose charge failed after issuance', async () => {
    const { quotation, result } = await issuedWith('4000000000000341');
    expect(result.paymentStatus).toBe('not-paid');
    const declined = await pay(quotation.id, '4000000000009995');
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined).message).toBe(cardDeclineMessages.insufficientFunds);
    const paid = await pay(quotation.id, '4242424242424242');
    expect(paid.statusCode).toBe(200);
    expect(dataOf<EmissionResult>(paid)).toMatchObject({
      policyNumber: result.policyNumber,
      paymentStatus: 'paid',
    });
    const polled = await post(app, session, '/policy/emit-pay', {
      ...emissionBody(quotation),
      payment: cardPayment('tok_anything-else-123'),
    });
    expect(dataOf<EmissionResult>(polled).paymentStatus).toBe('paid');
  });

  it('answers 404 for a quotation without an issued policy', async () => {
    const quotation = await quotationFor(app, session, 'mapfre');
    expect((await pay(quotation.id, '4242424242424242')).statusCode).toBe(404);
  });
});

describe('GET /api/policy/:policyNumber/pdf', () => {
  const download = (policyNumber: string, headers: Record<string, string>) =>
    get(app, session, `/api/policy/${policyNumber}/pdf`, headers);

  it('answers the policy PDF to the holder of the emission id', async () => {
    const { quotation, result } = await issuedWith('4242424242424242');
    const response = await download(result.policyNumber, { 'x-emission-id': result.emissionId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`poliza-${result.policyNumber}.pdf`);
    const lines = await pdfTextLines(response.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Póliza de seguro de automóvil',
        result.policyNumber,
        'Mapfre',
        'Emma Gómez Díaz',
        'GODE561231GR8',
        '1M8GDM9AXKP042788',
        formatMxn(quotation.discountPrice),
        'Pagada',
      ]),
    );
  });

  it('answers it to the holder’s account with an access token', async () => {
    const email = 'titular.pdf@example.mx';
    const { result } = await issuedWith('4242424242424242', email);
    const signUp = await post(app, session, '/api/user/sign-up', {
      emailAddress: email,
      partnerCode: 'cotizauto',
    });
    const { userId } = dataOf<{ userId: string }>(signUp);
    const tokenAnswer = await post(app, session, '/api/user/get-access-token', {
      userId,
      expiresInSeconds: 60,
      partnerCode: 'cotizauto',
    });
    const { accessToken } = dataOf<{ accessToken: string }>(tokenAnswer);
    expect(
      (await download(result.policyNumber, { 'x-access-token': accessToken })).statusCode,
    ).toBe(200);
  });

  it('refuses another account, a forged token, a foreign emission id or none', async () => {
    const { result } = await issuedWith('4242424242424242');
    const other = await issuedWith('4242424242424242', 'otra.persona@example.mx');
    const signUp = await post(app, session, '/api/user/sign-up', {
      emailAddress: 'otra.persona@example.mx',
      partnerCode: 'cotizauto',
    });
    const { userId } = dataOf<{ userId: string }>(signUp);
    const { accessToken } = dataOf<{ accessToken: string }>(
      await post(app, session, '/api/user/get-access-token', {
        userId,
        expiresInSeconds: 60,
        partnerCode: 'cotizauto',
      }),
    );
    const attempts: Record<string, string>[] = [
      { 'x-access-token': accessToken },
      { 'x-access-token': `${accessToken.slice(0, -2)}xx` },
      { 'x-emission-id': other.result.emissionId },
      {},
    ];
    for (const headers of attempts) {
      const response = await download(result.policyNumber, headers);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(policyAccessDeniedMessage);
    }
  });
});
