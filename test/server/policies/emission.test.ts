import { developmentPartnerCredential } from '../../../src/server/config';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmissionResult } from '../../../src/domain/purchase/emission';
import type { Quotation } from '../../../src/domain/quote/quotation';
import {
  cardDeclineMessages,
  paymentRequiredMessage,
  quotationExpiredMessage,
} from '../../../src/domain/payment/payment-outcomes';
import { messages } from '../../../src/domain/validation/messages';
import { addCalendarDays, policyEndDate, todayInMexico } from '../../../src/domain/common/dates';
import {
  emissions,
  gatewayAuthorizations,
  mailOutbox,
  payments,
  policies,
  quotations,
} from '../../../src/server/db/schema/index';
import { pdfTextLines } from '../../support/pdf-text';
import { dataOf, post, appForThisFile } from '../../support/test-app';
import {
  bankWithoutMsi,
  cardPayment,
  cardPurchase,
  emissionBody,
  errorOf,
  pollUntilDone,
  quotationFor,
  tokenize,
} from './purchase-fixture';
import { holderToken } from './buyer';
import { TestBrowser } from '../../support/browser';

const { app, session } = await appForThisFile();

const emitPay = (body: Record<string, unknown>) => post(app, session, '/policy/emit-pay', body);

/** A fresh quotation with the insurer and a card tokenised for it: the emit-pay body. */
const purchase = (insurer: string, cardNumber: string, payment = {}, quote = {}) =>
  cardPurchase(app, session, insurer, { cardNumber, payment, quote });

const authorizationsOf = (quotation: Quotation) =>
  app.db
    .select({ status: gatewayAuthorizations.status, amount: gatewayAuthorizations.amount })
    .from(gatewayAuthorizations)
    .innerJoin(payments, eq(payments.idempotencyKey, gatewayAuthorizations.idempotencyKey))
    .innerJoin(emissions, eq(emissions.id, payments.emissionId))
    .where(eq(emissions.quotationId, quotation.id));

describe('POST /policy/emit-pay', () => {
  it('answers 202 processing, then 200 with the policy number once issued and paid', async () => {
    const { quotation, body } = await purchase('mapfre', '4242424242424242');
    const { first, last } = await pollUntilDone(() => emitPay(body));
    expect(first.statusCode).toBe(202);
    expect(dataOf<EmissionResult>(first).status).toBe('processing');
    expect(last.statusCode).toBe(200);
    const result = dataOf<EmissionResult>(last);
    expect(result).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
    expect(result.policyNumber).toMatch(/^MAPFRE-[0-9A-F]{10}$/);
    expect(result.emissionId).toBe(dataOf<EmissionResult>(first).emissionId);

    const [policy] = await app.db
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, result.policyNumber!));
    expect(policy).toMatchObject({
      quotationId: quotation.id,
      holderName: 'Emma Gómez Díaz',
      paymentStatus: 'paid',
      total: quotation.discountPrice,
    });
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.emissionId, result.emissionId));
    expect(payment).toMatchObject({ brand: 'visa', lastFour: '4242', status: 'paid' });
    expect(payment?.authorizationId).toMatch(/^auth_/);
  });

  it('charges the stored quotation’s first payment, whatever the body claims', async () => {
    const { quotation, body } = await purchase('gds', '5555555555554444');
    await pollUntilDone(() => emitPay({ ...body, total: 1, price: 1, discountPrice: 1 }));
    expect(await authorizationsOf(quotation)).toEqual([
      { status: 'captured', amount: quotation.firstPayment },
    ]);
  });

  it('queues the policy-issued mail once, however often the client polls', async () => {
    const { body } = await purchase('hdi', '4242424242424242');
    const { last } = await pollUntilDone(() => emitPay(body));
    const { policyNumber } = dataOf<EmissionResult>(last);
    for (let poll = 0; poll < 3; poll += 1) expect((await emitPay(body)).statusCode).toBe(200);
    const mails = await app.db
      .select({ subject: mailOutbox.subject, recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.mailCode, 'policy-issued'));
    const ours = mails.filter((mail) => mail.subject.includes(policyNumber!));
    expect(ours).toEqual([
      {
        subject: `Tu póliza ${policyNumber} de HDI Seguros está emitida`,
        recipient: 'emma.gomez@example.mx',
      },
    ]);
  });

  it('never charges twice: repeats with the same key answer the same emission', async () => {
    const { quotation, body } = await purchase('mapfre', '4242424242424242');
    const { last } = await pollUntilDone(() => emitPay(body));
    const again = await emitPay(body);
    expect(again.statusCode).toBe(200);
    expect(dataOf<EmissionResult>(again)).toEqual(dataOf<EmissionResult>(last));
    expect(await authorizationsOf(quotation)).toHaveLength(1);
  });

  it('never charges twice on a concurrent double submit', async () => {
    const { quotation, body } = await purchase('gds', '4242424242424242');
    const answers = await Promise.all([emitPay(body), emitPay(body), emitPay(body)]);
    const ids = new Set(answers.map((answer) => dataOf<EmissionResult>(answer).emissionId));
    expect(ids.size).toBe(1);
    const { last } = await pollUntilDone(() => emitPay(body));
    expect(dataOf<EmissionResult>(last).status).toBe('issued');
    expect(await authorizationsOf(quotation)).toHaveLength(1);
  });

  it('answers a second key for an issued quotation with its policy, charging nothing more', async () => {
    const { quotation, body } = await purchase('hdi', '4242424242424242');
    const { last } = await pollUntilDone(() => emitPay(body));
    const { cardToken } = await tokenize(app, session, '5555555555554444');
    const otherTab = { ...body, idempotencyKey: 'other-tab:1', payment: cardPayment(cardToken) };
    const answer = await emitPay(otherTab);
    expect(answer.statusCode).toBe(200);
    expect(dataOf<EmissionResult>(answer).policyNumber).toBe(
      dataOf<EmissionResult>(last).policyNumber,
    );
    expect(await authorizationsOf(quotation)).toHaveLength(1);
  });

  it.each([
    ['4000000000000002', 'declined', 'cardNumber'],
    ['4000000000009995', 'insufficientFunds', 'cardNumber'],
    ['4000000000000101', 'notValidForInsurer', 'cardNumber'],
  ] as const)(
    'card %s: refused (%s) with its text and nothing issued',
    async (number, reason, field) => {
      const { quotation, body } = await purchase('mapfre', number);
      const { first, last } = await pollUntilDone(() => emitPay(body));
      expect(first.statusCode).toBe(202);
      expect(last.statusCode).toBe(402);
      expect(errorOf(last)).toEqual({
        code: 'card-declined',
        message: cardDeclineMessages[reason],
        fields: { [field]: [cardDeclineMessages[reason]] },
      });
      expect(
        await app.db.select().from(policies).where(eq(policies.quotationId, quotation.id)),
      ).toEqual([]);
    },
  );

  it('refuses months without interest on a debit card (type not allowed by the insurer)', async () => {
    const { body } = await purchase('gds', '4000056655665556', { installments: 6 });
    const { last } = await pollUntilDone(() => emitPay(body));
    expect(last.statusCode).toBe(402);
    expect(errorOf(last).fields).toEqual({ cardType: [cardDeclineMessages.cardTypeNotAllowed] });
  });

  it('lets the buyer pay with another card after a refusal, under a new attempt', async () => {
    const { quotation, body } = await purchase('mapfre', '4000000000000002');
    await pollUntilDone(() => emitPay(body));
    const { cardToken } = await tokenize(app, session, '4242424242424242');
    const corrected = {
      ...body,
      idempotencyKey: body.idempotencyKey.replace(/:1$/, ':2'),
      payment: cardPayment(cardToken),
    };
    const { last } = await pollUntilDone(() => emitPay(corrected));
    expect(dataOf<EmissionResult>(last)).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
    const statuses = (await authorizationsOf(quotation)).map((row) => row.status).sort();
    expect(statuses).toEqual(['captured', 'declined']);
  });

  it('answers a poll without the card (a reloaded browser keeps none) with the attempt’s outcome', async () => {
    const paid = await purchase('hdi', '4242424242424242');
    // The same attempt (its key), without the card.
    const paidPoll = emissionBody(paid.quotation);
    const first = await emitPay(paid.body);
    expect(first.statusCode).toBe(202);
    const { last } = await pollUntilDone(() => post(app, session, '/policy/emit', paidPoll));
    expect(dataOf<EmissionResult>(last)).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
    expect(await authorizationsOf(paid.quotation)).toHaveLength(1);

    const declined = await purchase('mapfre', '4000000000000002');
    const declinedPoll = emissionBody(declined.quotation);
    await emitPay(declined.body);
    const refusal = await pollUntilDone(() => post(app, session, '/policy/emit', declinedPoll));
    expect(refusal.last.statusCode).toBe(402);
    expect(errorOf(refusal.last).message).toBe(cardDeclineMessages.declined);
  });

  it('issues the policy with its payment pending when the charge fails after issuance', async () => {
    const { body } = await purchase('hdi', '4000000000000341');
    const { last } = await pollUntilDone(() => emitPay(body));
    expect(last.statusCode).toBe(200);
    expect(dataOf<EmissionResult>(last)).toMatchObject({
      status: 'issued',
      paymentStatus: 'not-paid',
    });
  });

  it('takes months without interest on a credit card with annual payment from a bank that offers them', async () => {
    const { body } = await purchase('mapfre', '4242424242424242', { installments: 12 });
    const { last } = await pollUntilDone(() => emitPay(body));
    expect(dataOf<EmissionResult>(last).status).toBe('issued');
  });

  it('refuses months without interest on a monthly payment or from a bank without the plan', async () => {
    const monthly = await purchase(
      'mapfre',
      '4242424242424242',
      { installments: 3 },
      { paymentFrequency: 3 },
    );
    const noPlan = await purchase('mapfre', '4242424242424242', {
      installments: 3,
      bank: bankWithoutMsi,
    });
    for (const { body } of [monthly, noPlan]) {
      const answer = await emitPay(body);
      expect(answer.statusCode).toBe(400);
      expect(errorOf(answer).fields).toEqual({ installments: [messages.installments] });
    }
  });

  it('refuses an unknown bank with the spec’s bank text', async () => {
    const { body } = await purchase('gds', '4242424242424242', { bank: '999' });
    const answer = await emitPay(body);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).message).toBe(
      '¡Hola! por favor ayudanos a verificar el banco seleccionado',
    );
  });
});

describe('emission rules', () => {
  it.each(['ana', 'gnp', 'qualitas'])(
    'refuses to emit with %s, which does not issue online',
    async (insurer) => {
      const { body } = await purchase('mapfre', '4242424242424242');
      const answer = await emitPay({ ...body, providerCode: insurer });
      expect(answer.statusCode).toBe(400);
      expect(errorOf(answer).fields).toEqual({ providerCode: [messages.choiceNotOffered] });
    },
  );

  it('refuses an insurer other than the quotation’s', async () => {
    const { body } = await purchase('mapfre', '4242424242424242');
    const answer = await emitPay({ ...body, providerCode: 'hdi' });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).fields).toEqual({ providerCode: [messages.choiceNotOffered] });
  });

  it('answers an expired quotation clearly, charging nothing', async () => {
    const { quotation, body } = await purchase('gds', '4242424242424242');
    await app.db
      .update(quotations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotations.id, quotation.id));
    const answer = await emitPay(body);
    expect(answer.statusCode).toBe(410);
    expect(errorOf(answer).message).toBe(quotationExpiredMessage);
    expect(await authorizationsOf(quotation)).toEqual([]);
  });

  it('answers an unknown quotation with 404', async () => {
    const { body } = await purchase('gds', '4242424242424242');
    const answer = await emitPay({ ...body, quotationId: 'no-such-quotation' });
    expect(answer.statusCode).toBe(404);
  });

  it('validates the body with the shared schemas and their Spanish messages', async () => {
    const { body } = await purchase('mapfre', '4242424242424242');
    const answer = await emitPay({
      ...body,
      client: { ...body.client, firstName: ' ', phone: '55123' },
      payment: cardPayment('4242424242424242'),
    });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).fields).toMatchObject({
      'client.firstName': [messages.firstName],
      'client.phone': [messages.phoneTooShort],
      'payment.cardToken': [messages.cardToken],
    });
  });

  it('issues the policy from the start date the buyer chose, within the next 30 days', async () => {
    const { body } = await purchase('hdi', '4242424242424242');
    const beginDate = addCalendarDays(todayInMexico(), 30);
    const { last } = await pollUntilDone(() => emitPay({ ...body, beginDate }));
    const { policyNumber } = dataOf<EmissionResult>(last);
    const [policy] = await app.db
      .select({ beginDate: policies.beginDate, endDate: policies.endDate })
      .from(policies)
      .where(eq(policies.policyNumber, policyNumber!));
    expect(policy).toEqual({ beginDate, endDate: policyEndDate(beginDate, 1) });
  });

  it.each([
    ['31 days ahead', addCalendarDays(todayInMexico(), 31)],
    ['yesterday', addCalendarDays(todayInMexico(), -1)],
    ['not a date', '2026-02-30'],
  ])('refuses a start date %s with "Fecha invalida", charging nothing', async (_, beginDate) => {
    const { quotation, body } = await purchase('mapfre', '4242424242424242');
    const answer = await emitPay({ ...body, beginDate });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      message: 'Fecha invalida',
      fields: { beginDate: ['Fecha invalida'] },
    });
    expect(await authorizationsOf(quotation)).toEqual([]);
  });

  it('refuses a malformed body with a 4xx, never a 500', async () => {
    const answer = await emitPay({ quotationId: 42 });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).message).toBeTruthy();
  });
});

/** The own brand's partner credential outside production (config.ts): its own system calls. */
const ownPartnersSystem = {
  'x-partner-credential': developmentPartnerCredential,
};

describe('POST /policy/emit (no card)', () => {
  it('issues without payment when the quotation’s promo skips it, and says nothing was charged', async () => {
    const quotation = await quotationFor(app, session, 'gds', { promoCode: 'EMPRESA-FLOTILLA' });
    const buyer = await TestBrowser.open(app);
    const body = emissionBody(quotation);
    const client = { ...body.client, email: 'flotilla.sin.cargo@example.mx' };
    const { first, last } = await pollUntilDone(() =>
      buyer.post('/policy/emit', { ...body, client }, ownPartnersSystem),
    );
    expect(first.statusCode).toBe(202);
    const result = dataOf<EmissionResult>(last);
    expect(result).toMatchObject({ status: 'issued', paymentStatus: 'no-charge' });
    const [policy] = await app.db
      .select({ paymentStatus: policies.paymentStatus })
      .from(policies)
      .where(eq(policies.policyNumber, result.policyNumber!));
    expect(policy?.paymentStatus).toBe('no-charge');
    expect(await authorizationsOf(quotation)).toEqual([]);
    const pdf = await buyer.get(`/api/policy/${result.policyNumber}/pdf`, {
      'x-access-token': await holderToken(buyer, client.email),
    });
    const lines = await pdfTextLines(pdf.rawPayload);
    expect(lines).toContain('Sin cargo (código promocional)');
    expect(lines).not.toContain('Pagada');
  });

  it('refuses to issue without a card otherwise', async () => {
    const quotation = await quotationFor(app, session, 'gds');
    const answer = await post(app, session, '/policy/emit', emissionBody(quotation));
    expect(answer.statusCode).toBe(402);
    expect(errorOf(answer).message).toBe(paymentRequiredMessage);
  });
});
