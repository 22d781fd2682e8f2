import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { formatMoney } from '../../../src/domain/site/locale-format';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { TestBrowser } from '../../support/browser';
import { pdfTextLines } from '../../support/pdf-text';
import { buildTestApp, dataOf, openSession } from '../../support/test-app';
import { emitPayBody, holderToken, type IssuedPolicy } from '../policies/buyer';
import { pollUntilDone } from '../policies/purchase-fixture';
import { outboxRow, savedCartOfAna, savedQuoteRequest } from './mail-fixture';

/**
 * The buyer reads the site in English: the calls carry `language: 'en'` and every mail and PDF
 * the server writes for them is in English, including the policy-issued mail it sends later
 * from the stored emission.
 */
const publicBaseUrl = 'https://cotizauto.example.mx';
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl, CART_TTL_DAYS: '30' });
});
afterAll(() => app.close());

const newestMail = async (recipient: string, mailCode: string) =>
  (
    await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.mailCode, mailCode)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
  )[0];

describe('an English-speaking buyer', () => {
  it('gets the saved-quote mail in English, its link opening the site in English', async () => {
    const cartId = await savedCartOfAna(app, await openSession(app));
    const browser = await TestBrowser.open(app);
    const response = await browser.post('/mail/send-mail', {
      ...savedQuoteRequest(cartId, 'ana.english@correo.mx'),
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await outboxRow(app, dataOf<{ id: string }>(response).id))!;
    expect(row.subject).toBe('Your car insurance quote at Cotizauto');
    expect(row.textBody).toBe(
      [
        'Hello Ana,',
        '',
        'We saved your quote for your Nissan Versa 2019. Pick it up whenever you like from this link:',
        `${publicBaseUrl}/?cartId=${cartId}&lang=en`,
        '',
        'We keep it for 30 days.',
      ].join('\n'),
    );
  });

  it('is refused a language the site does not speak, in the spec’s words', async () => {
    const cartId = await savedCartOfAna(app, await openSession(app));
    const browser = await TestBrowser.open(app);
    const response = await browser.post('/mail/send-mail', {
      ...savedQuoteRequest(cartId),
      language: 'fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Existen datos incorrectos.' });
  });

  it('buys: the policy-issued mail (sent after the insurer answers), the account mails and the policy PDF are English', async () => {
    const email = 'emma.english@example.mx';
    const buyer = await TestBrowser.open(app);
    const { quotation, body } = await emitPayBody(app, email, buyer);
    const { last } = await pollUntilDone(() =>
      buyer.post('/policy/emit-pay', { ...body, language: 'en' }),
    );
    const policy = dataOf<IssuedPolicy>(last);
    const issued = await newestMail(email, 'policy-issued');
    expect(issued?.subject).toBe(`Your Mapfre policy ${policy.policyNumber} is issued`);
    expect(issued?.textBody).toContain(
      `Total: ${formatMoney('en', quotation.discountPrice)}\nTerm: from `,
    );

    const linkAsked = await buyer.post('/api/user/sign-up', {
      emailAddress: email,
      branchCode: 'vehicle',
      partnerCode: 'cotizauto',
      language: 'en',
    });
    expect(linkAsked.statusCode, linkAsked.body).toBe(202);
    const link = await newestMail(email, 'password-link');
    expect(link?.subject).toBe('Create the password of your Cotizauto account');
    expect(link?.textBody).toMatch(/\/cuenta\/contrasena\?token=[\w-]+&lang=en\n/);

    const accessToken = await holderToken(buyer, email, 'en');

    const pdf = await buyer.get(`/api/policy/${policy.policyNumber}/pdf?language=en`, {
      'x-access-token': accessToken,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`policy-${policy.policyNumber}.pdf`);
    expect(await pdfTextLines(pdf.rawPayload)).toEqual(
      expect.arrayContaining([
        'Car insurance policy · Declarations page',
        'Policy details',
        'Policyholder and insured',
        'Private',
        'Comprehensive',
        formatMoney('en', quotation.discountPrice),
        'Paid',
        'Coverages bought',
        'Material damage',
        'Payment plan',
        'Receipt 1 of 1',
      ]),
    );

    const unknownLanguage = await buyer.get(`/api/policy/${policy.policyNumber}/pdf?language=xx`, {
      'x-access-token': accessToken,
    });
    expect(unknownLanguage.statusCode).toBe(400);

    // The link proves the e-mail; the account's first password brings the welcome mail.
    const token = new URL(link?.textBody.match(/https?:\S+/)?.[0] ?? '').searchParams.get('token');
    const proven = await buyer.post('/api/user/set-password', {
      token,
      password: 'Seguro#2026ok',
      partnerCode: 'cotizauto',
      language: 'en',
    });
    expect(proven.statusCode, proven.body).toBe(200);
    expect((await newestMail(email, 'account-created'))?.subject).toBe(
      'Your Cotizauto account is ready',
    );
  });
});
