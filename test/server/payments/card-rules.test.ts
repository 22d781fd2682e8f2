import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../../src/domain/payment/card';
import { cardDeclineMessages } from '../../../src/domain/payment/payment-outcomes';
import { emissions, gatewayAuthorizations, payments } from '../../../src/server/db/schema/index';
import { appForThisFile, dataOf, post } from '../../support/test-app';
import { bbva, cardPurchase, errorOf, pollUntilDone } from '../policies/purchase-fixture';

const { app, session } = await appForThisFile();

const citibanamex = '002';

/** A 16-digit card number that passes Luhn, from a BIN of the table (data/payments/bines_mx_ccby.csv). */
function cardOfBin(bin: string): string {
  const payload = `${bin}000000001`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

const liverpool = cardOfBin('405067'); // VISA CREDIT, LIVERPOOL PC, S.A. DE C.V.
const edenred = cardOfBin('230890'); // MASTERCARD DEBIT PREPAID, EDENRED MEXICO
const bbvaCredit = cardOfBin('410180'); // VISA CREDIT, BBVA MEXICO, S.A.

/** Emit-pay with a card of that number, choosing that bank: the answer and what was charged. */
async function buyWith(cardNumber: string, bank: string) {
  const { quotation, body } = await cardPurchase(app, session, 'mapfre', {
    cardNumber,
    payment: { bank },
  });
  const { last } = await pollUntilDone(() => post(app, session, '/policy/emit-pay', body));
  const charges = await app.db
    .select({ id: gatewayAuthorizations.id })
    .from(gatewayAuthorizations)
    .innerJoin(payments, eq(payments.idempotencyKey, gatewayAuthorizations.idempotencyKey))
    .innerJoin(emissions, eq(emissions.id, payments.emissionId))
    .where(eq(emissions.quotationId, quotation.id));
  return { answer: last, charges };
}

describe('cards the purchase does not take', () => {
  it('refuses a department-store card (Liverpool, BIN 405067) without charging it', async () => {
    const { answer, charges } = await buyWith(liverpool, bbva);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      message: cardDeclineMessages.notValidForInsurer,
      fields: { cardNumber: [cardDeclineMessages.notValidForInsurer] },
    });
    expect(charges).toEqual([]);
  });

  it('refuses a voucher card (Edenred, BIN 230890) without charging it', async () => {
    const { answer, charges } = await buyWith(edenred, bbva);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).fields).toEqual({
      cardNumber: [cardDeclineMessages.notValidForInsurer],
    });
    expect(charges).toEqual([]);
  });

  it('tells the card step which BINs are department-store and voucher cards', async () => {
    const classOf = async (bin: string) =>
      dataOf<{ cardClass: string }>(
        await post(
          app,
          session,
          '/api/payment/get-bin-info',
          { bin },
          { 'x-provider-code': 'binlist' },
        ),
      ).cardClass;
    expect(await classOf('405067')).toBe('department-store');
    expect(await classOf('230890')).toBe('voucher');
    expect(await classOf('410180')).toBe('bank');
  });
});

describe('the card’s bank must be the bank chosen', () => {
  it('refuses a BBVA card sent with bank Citibanamex, with the spec’s message, without charging it', async () => {
    const { answer, charges } = await buyWith(bbvaCredit, citibanamex);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      message: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
      fields: { bank: ['¡Hola! por favor ayudanos a verificar el banco seleccionado'] },
    });
    expect(charges).toEqual([]);
  });

  it('charges the same BBVA card sent with bank BBVA', async () => {
    const { answer, charges } = await buyWith(bbvaCredit, bbva);
    expect(answer.statusCode).toBe(200);
    expect(dataOf<{ status: string; paymentStatus: string }>(answer)).toMatchObject({
      status: 'issued',
      paymentStatus: 'paid',
    });
    expect(charges).toHaveLength(1);
  });
});
