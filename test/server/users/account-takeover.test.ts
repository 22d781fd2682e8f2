import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { messages } from '../../../src/domain/validation/messages';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf } from '../../support/test-app';
import { buyPolicy } from '../policies/buyer';
import { errorOf } from '../policies/purchase-fixture';

/**
 * An account is bound to an e-mail only once the e-mail is proven (the link sent to it). The
 * purchase's grant proves the buyer typed the e-mail, nothing more: it shows the buyer that
 * purchase's policy and sets no password.
 */
const publicBaseUrl = 'https://cotizauto.example.mx';
const attackersPassword = 'Ajeno#2026xyz';
const victimsPassword = 'Propia#2026ok';
/** The sandbox card whose charge fails after issuance: the policy issues, nothing is paid. */
const pendingPaymentCard = '4000000000000341';
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl });
});
afterAll(() => app.close());

const signUp = (browser: TestBrowser, emailAddress: string, password: string) =>
  browser.post('/api/user/sign-up', {
    firstName: 'Ana',
    emailAddress,
    password,
    branchCode: 'vehicle',
    partnerCode: 'cotizauto',
  });
const logIn = (browser: TestBrowser, emailAddress: string, password: string) =>
  browser.post('/api/user/login', { emailAddress, password, partnerCode: 'cotizauto' });
const tokenOf = async (browser: TestBrowser, userId: string) =>
  (await browser.post('/api/user/get-access-token', { userId, partnerCode: 'cotizauto' })).json()
    .data?.accessToken as string | undefined;
const pdfStatus = async (browser: TestBrowser, policyNumber: string, token = '') =>
  (await browser.get(`/api/policy/${policyNumber}/pdf`, { 'x-access-token': token })).statusCode;

async function newestLinkToken(email: string): Promise<string> {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.mailCode, 'password-link')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.textBody.match(/https:\S+/)?.[0] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe('account takeover in advance', () => {
  it('replays the sequence: the attacker’s grant sets no password and never shows the victim’s policy; the victim’s proof ends the attacker’s sign-in', async () => {
    const victim = 'victima.anticipada@example.mx';

    // The attacker buys with the victim's e-mail on a card that pays nothing, and uses the grant.
    const attacker = await TestBrowser.open(app);
    const bait = await buyPolicy(app, attacker, victim, pendingPaymentCard);
    expect(bait.policy.paymentStatus).toBe('not-paid');
    const grant = await signUp(attacker, victim, attackersPassword);
    expect(grant.statusCode, grant.body).toBe(200);
    const attackerToken = await tokenOf(attacker, dataOf<{ userId: string }>(grant).userId);
    expect(await pdfStatus(attacker, bait.policy.policyNumber, attackerToken)).toBe(200);
    expect((await logIn(await TestBrowser.open(app), victim, attackersPassword)).statusCode).toBe(
      401,
    );

    // The victim buys later with her own e-mail; her sign-up in her browser shows her policy.
    const victimsBrowser = await TestBrowser.open(app);
    const bought = await buyPolicy(app, victimsBrowser, victim);
    const own = await signUp(victimsBrowser, victim, victimsPassword);
    expect(own.statusCode, own.body).toBe(200);
    const victimsToken = await tokenOf(victimsBrowser, dataOf<{ userId: string }>(own).userId);
    expect(await pdfStatus(victimsBrowser, bought.policy.policyNumber, victimsToken)).toBe(200);

    // The attacker cannot read it: no password to log in with, and the grant's sign-in is bait's only.
    expect(await pdfStatus(attacker, bought.policy.policyNumber, attackerToken)).toBe(403);
    expect((await logIn(attacker, victim, attackersPassword)).statusCode).toBe(401);
    const freshToken = await tokenOf(attacker, dataOf<{ userId: string }>(grant).userId);
    expect(await pdfStatus(attacker, bought.policy.policyNumber, freshToken)).toBe(403);

    // The victim proves her e-mail: her password is the account's, every other sign-in ends.
    const proven = await victimsBrowser.post('/api/user/set-password', {
      token: await newestLinkToken(victim),
      password: victimsPassword,
      partnerCode: 'cotizauto',
    });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(await pdfStatus(attacker, bait.policy.policyNumber, attackerToken)).toBe(403);
    expect(await tokenOf(attacker, dataOf<{ userId: string }>(grant).userId)).toBeUndefined();
    const elsewhere = await TestBrowser.open(app);
    const login = await logIn(elsewhere, victim, victimsPassword);
    expect(login.statusCode).toBe(200);
    const token = await tokenOf(elsewhere, dataOf<{ userId: string }>(login).userId);
    expect(await pdfStatus(elsewhere, bought.policy.policyNumber, token)).toBe(200);
  });

  it('uses a grant once when its sign-up is clicked twice, and that sign-in shows the policy', async () => {
    const email = 'doble.clic@example.mx';
    const buyer = await TestBrowser.open(app);
    const { policy } = await buyPolicy(app, buyer, email);
    const answers = await Promise.all([
      signUp(buyer, email, victimsPassword),
      signUp(buyer, email, victimsPassword),
    ]);
    const signedIn = answers.filter((answer) => answer.statusCode === 200);
    expect(signedIn).toHaveLength(1);
    const token = await tokenOf(buyer, dataOf<{ userId: string }>(signedIn[0]!).userId);
    expect(await pdfStatus(buyer, policy.policyNumber, token)).toBe(200);
  });

  it('counts a password’s characters without its spaces', async () => {
    const browser = await TestBrowser.open(app);
    await signUp(browser, 'espacios@example.mx', attackersPassword);
    const padded = await browser.post('/api/user/set-password', {
      token: await newestLinkToken('espacios@example.mx'),
      password: `Ab1!${' '.repeat(8)}`,
      partnerCode: 'cotizauto',
    });
    expect(padded.statusCode).toBe(400);
    expect(errorOf(padded).fields).toEqual({ password: [messages.password] });
  });
});
