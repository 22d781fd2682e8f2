import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { cardDeclineMessages } from '../../../src/domain/payment-outcomes';
import { formatMxn } from '../../../src/domain/money';
import {
  buildTestApp,
  dataOf,
  get,
  openSession,
  post,
  type TestSession,
} from '../../support/test-app';
import { pdfTextLines } from '../../support/pdf-text';
import { TestBrowser } from '../../support/browser';
import { buyPolicy } from './buyer';
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

interface EmissionResult {
  status: string;
  emissionId: string;
  policyNumber: string;
  paymentStatus: 'paid' | 'not-paid';
}

/** Emits a mapfre policy paid with this card; answers the quotation and the final result. */
async function issuedWith(cardNumber: string, email = 'emma.gomez@example.mx') {
  const quotation = await quotationFor(app, session, 'mapfre');
  const { cardToken } = await tokenize(app, session, cardNumber);
  const base = emissionBody(quotation, { payment: cardPayment(cardToken) });
  const body = { ...base, client: { ...base.client, email } };
  const { last } = await pollUntilDone(() => post(app, session, '/policy/emit-pay', body));
  return { quotation, result: dataOf<EmissionResult>(last) };
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
  it('answers the policy PDF to the holder’s account, signed in with the purchase’s grant', async () => {
    const buyer = await TestBrowser.open(app);
    const { quotation, policy } = await buyPolicy(app, buyer, 'emma.pdf@example.mx');
    const accessToken = await holderToken(buyer, 'emma.pdf@example.mx');
    const response = await get(app, session, `/api/policy/${policy.policyNumber}/pdf`, {
      'x-access-token': accessToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`poliza-${policy.policyNumber}.pdf`);
    const lines = await pdfTextLines(response.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Póliza de seguro de automóvil',
        policy.policyNumber,
        'Mapfre',
        'Emma Gómez Díaz',
        'GODE561231GR8',
        '1M8GDM9AXKP042788',
        formatMxn(quotation.discountPrice),
        'Pagada',
      ]),
    );
  });
});

/** The buyer creates the holder's account with the purchase's grant and draws a token. */
async function holderToken(buyer: TestBrowser, email: string): Promise<string> {
  const signUp = await buyer.post('/api/user/sign-up', {
    firstName: 'Emma',
    emailAddress: email,
    password: 'Seguro#2026ok',
    branchCode: 'vehicle',
    partnerCode: 'cotizauto',
  });
  const { userId } = dataOf<{ userId: string }>(signUp);
  const token = await buyer.post('/api/user/get-access-token', {
    userId,
    expiresInSeconds: 60,
    partnerCode: 'cotizauto',
  });
  return dataOf<{ accessToken: string }>(token).accessToken;
}
