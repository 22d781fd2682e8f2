import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmissionResult } from '../../../src/domain/purchase/emission';
import { gatewayAuthorizations, payments } from '../../../src/server/db/schema/index';
import { cardDeclineMessages } from '../../../src/domain/payment/payment-outcomes';
import { formatMxn } from '../../../src/domain/common/money';
import { dataOf, get, post, appForThisFile } from '../../support/test-app';
import { pdfTextLines } from '../../support/pdf-text';
import { TestBrowser } from '../../support/browser';
import { buyPolicy, holderToken } from './buyer';
import {
  cardPayment,
  cardPurchase,
  emissionBody,
  errorOf,
  pollUntilDone,
  quotationFor,
  tokenize,
} from './purchase-fixture';

const { app, session } = await appForThisFile();

/** Emits a mapfre policy paid with this card; answers the quotation and the final result. */
async function issuedWith(cardNumber: string, email = 'emma.gomez@example.mx') {
  const { quotation, body: base } = await cardPurchase(app, session, 'mapfre', { cardNumber });
  const body = { ...base, client: { ...base.client, email } };
  const { last } = await pollUntilDone(() => post(app, session, '/policy/emit-pay', body));
  const result = dataOf<EmissionResult>(last);
  if (!result.policyNumber) throw new Error(`no policy was issued: ${last.body}`);
  return { quotation, result: { ...result, policyNumber: result.policyNumber } };
}

const payWithToken = (quotationId: string, cardToken: string) =>
  post(app, session, '/api/policy/pay', {
    quotationId,
    payment: cardPayment(cardToken),
    providerCode: 'mapfre',
    partnerCode: 'cotizauto',
  });

const pay = async (quotationId: string, cardNumber: string) =>
  payWithToken(quotationId, (await tokenize(app, session, cardNumber)).cardToken);

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

  it('charges once when the pending payment is sent twice at once (a double click, two tabs)', async () => {
    const { quotation, result } = await issuedWith('4000000000000341', 'doble.clic@example.mx');
    const cards = ['4242424242424242', '5555555555554444', '4000000000000077'];
    const tokens = await Promise.all(cards.map((card) => tokenize(app, session, card)));
    const paidTwice = await Promise.all(
      tokens.map(({ cardToken }) => payWithToken(quotation.id, cardToken)),
    );
    for (const paid of paidTwice)
      expect(dataOf<EmissionResult>(paid)).toMatchObject({
        policyNumber: result.policyNumber,
        paymentStatus: 'paid',
      });
    const captured = await app.db
      .select({ status: gatewayAuthorizations.status })
      .from(gatewayAuthorizations)
      .innerJoin(payments, eq(payments.idempotencyKey, gatewayAuthorizations.idempotencyKey))
      .where(eq(payments.emissionId, result.emissionId));
    expect(captured.filter((hold) => hold.status === 'captured')).toHaveLength(1);
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
        'Póliza de seguro de automóvil · Carátula',
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
