import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRequiredMessage } from '../../../src/domain/payment/payment-outcomes';
import { developmentPartnerCredential } from '../../../src/server/config';
import { emissions, paymentVouchers, policies } from '../../../src/server/db/schema/index';
import {
  voucherCredentialMessage,
  voucherPromoMessage,
} from '../../../src/server/quotation/payment-vouchers-area';
import { TestBrowser } from '../../support/browser';
import { appForThisFile } from '../../support/test-app';
import { emissionBody, errorOf, pollUntilDone, quotationFor } from './purchase-fixture';

/**
 * A payment-skipping promo's single-use vouchers: the partner's system issues them with its
 * credential, a customer's browser spends one on one policy, and a copied voucher, replayed in
 * parallel from many browsers, still issues one policy.
 */
const freePolicyPromo = 'EMPRESA-FLOTILLA';
const { app, session } = await appForThisFile();

const partnerSystem = { 'x-partner-credential': developmentPartnerCredential };

async function issue(count: number, headers: Record<string, string> = partnerSystem) {
  const partner = await TestBrowser.open(app);
  return partner.post(
    '/api/partner/payment-vouchers',
    { promoCode: freePolicyPromo, count },
    headers,
  );
}

async function vouchers(count: number) {
  const response = await issue(count);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { vouchers: string[] } }).data.vouchers;
}

const freeQuotation = () => quotationFor(app, session, 'gds', { promoCode: freePolicyPromo });
const issuedPolicies = () =>
  app.db
    .select({ quotationId: emissions.quotationId })
    .from(policies)
    .innerJoin(emissions, eq(emissions.id, policies.emissionId));

describe('issuing vouchers', () => {
  it('needs the partner’s credential and its own payment-skipping promo; only hashes are kept', async () => {
    const guesses: Record<string, string>[] = [{}, { 'x-partner-credential': 'adivinada-0000' }];
    for (const headers of guesses) {
      const refused = await issue(1, headers);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(voucherCredentialMessage);
    }
    const partner = await TestBrowser.open(app);
    const notFree = await partner.post(
      '/api/partner/payment-vouchers',
      { promoCode: 'BIENVENIDA10' },
      partnerSystem,
    );
    expect(notFree.statusCode).toBe(400);
    expect(errorOf(notFree).message).toBe(voucherPromoMessage);

    const codes = await vouchers(3);
    expect(new Set(codes).size).toBe(3);
    const stored = JSON.stringify(await app.db.select().from(paymentVouchers));
    for (const code of codes) expect(stored).not.toContain(code);
  });
});

describe('a voucher at the emission', () => {
  it('issues one policy without a card in a customer’s browser, with no credential', async () => {
    const [voucher] = await vouchers(1);
    const quotation = await freeQuotation();
    const customer = await TestBrowser.open(app);
    const { last } = await pollUntilDone(() =>
      customer.post('/policy/emit', { ...emissionBody(quotation), paymentVoucher: voucher }),
    );
    expect(last.json()).toMatchObject({ data: { status: 'issued', paymentStatus: 'no-charge' } });

    const next = await freeQuotation();
    const reused = await customer.post('/policy/emit', {
      ...emissionBody(next),
      paymentVoucher: voucher,
    });
    expect(reused.statusCode).toBe(402);
    expect(errorOf(reused).message).toBe(paymentRequiredMessage);
  });

  it('redeemed in parallel from 20 browsers on 20 quotations, issues exactly one policy', async () => {
    const [voucher] = await vouchers(1);
    const quotations = await Promise.all(Array.from({ length: 20 }, () => freeQuotation()));
    const before = (await issuedPolicies()).length;
    const answers = await Promise.all(
      quotations.map(async (quotation) => {
        const browser = await TestBrowser.open(app);
        const body = { ...emissionBody(quotation), paymentVoucher: voucher };
        return (await pollUntilDone(() => browser.post('/policy/emit', body))).last;
      }),
    );
    const issued = answers.filter((answer) => answer.statusCode === 200);
    expect(issued).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 402)).toHaveLength(19);
    expect((await issuedPolicies()).length).toBe(before + 1);
  });

  it('is refused under another partner, and a made-up voucher issues nothing', async () => {
    const [voucher] = await vouchers(1);
    const quotation = await freeQuotation();
    const customer = await TestBrowser.open(app);
    const madeUp = `VALE-${'x'.repeat(24)}`;
    for (const paymentVoucher of [madeUp, voucher]) {
      const headers: Record<string, string> =
        paymentVoucher === voucher ? { 'x-partner-code': 'coppel' } : {};
      const answer = await customer.post(
        '/policy/emit',
        { ...emissionBody(quotation), paymentVoucher },
        headers,
      );
      expect(answer.statusCode).toBe(402);
    }
    const malformed = await customer.post('/policy/emit', {
      ...emissionBody(quotation),
      paymentVoucher: 'VALE-\u0000',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await issuedPolicies()).map((row) => row.quotationId)).not.toContain(quotation.id);
  });
});
