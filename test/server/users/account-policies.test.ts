import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPolicies } from '../../../src/domain/account/account-policies';
import { accountMessages } from '../../../src/domain/account/account';
import type { App } from '../../../src/server/app';
import { noPendingPolicyMessage } from '../../../src/server/policies/pay-service';
import { sessionCookie } from '../../../src/server/users/account-session';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf } from '../../support/test-app';
import {
  browserCardToken,
  buyPolicy,
  holderToken,
  holderTokenByMail,
  type IssuedPolicy,
} from '../policies/buyer';
import { cardPayment, errorOf } from '../policies/purchase-fixture';

/** The sandbox card whose charge fails after issuance: the policy issues, payment pending. */
const pendingPaymentCard = '4000000000000341';
const signInRequired = { code: 'unauthorized', message: accountMessages.signInRequired };

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const policiesOf = (browser: TestBrowser, headers: Record<string, string> = {}) =>
  browser.get('/api/user/policies', headers);

/** Nothing of the victim's policy in an answer. */
function expectNothingOf(policy: IssuedPolicy, body: string) {
  expect(body).not.toContain(policy.policyNumber);
  expect(body).not.toContain(policy.emissionId);
}

describe('GET /api/user/policies', () => {
  it('lists the signed-in holder’s policy with its pending payment and the amount due', async () => {
    const buyer = await TestBrowser.open(app);
    const email = 'jose.nunez@example.mx';
    const { quotation, policy } = await buyPolicy(app, buyer, email, pendingPaymentCard);
    await holderToken(buyer, email);

    const answer = await policiesOf(buyer);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { policies } = dataOf<AccountPolicies>(answer);
    expect(policies).toEqual([
      expect.objectContaining({
        policyNumber: policy.policyNumber,
        insurer: 'mapfre',
        paymentStatus: 'not-paid',
        quotationId: quotation.id,
        amountDue: quotation.firstPayment,
      }),
    ]);
    expect(policies[0]!.amountDue).toBeGreaterThan(0);
    expect(policies[0]!.vehicle).not.toBe('');
  });

  it('answers 401 in the account’s words without a session: no cookie, the bearer or an access token alone', async () => {
    const victim = await TestBrowser.open(app);
    const email = 'emma.cuenta@example.mx';
    const { policy } = await buyPolicy(app, victim, email);
    const victimToken = await holderToken(victim, email);
    const stranger = await TestBrowser.open(app);
    const attempts: Record<string, string>[] = [{}, { 'x-access-token': victimToken }];
    for (const headers of attempts) {
      const answer = await policiesOf(stranger, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(signInRequired);
      expectNothingOf(policy, answer.body);
    }
    // The token in place of the site's public bearer: refused before the account is looked at.
    const asBearer = await policiesOf(stranger, { authorization: `Bearer ${victimToken}` });
    expect(asBearer.statusCode).toBe(401);
    expectNothingOf(policy, asBearer.body);
  });

  it('refuses a forged session cookie: unsigned, with a changed signature, or another id under the victim’s signature', async () => {
    const victim = await TestBrowser.open(app);
    const email = 'emma.galleta@example.mx';
    const { policy } = await buyPolicy(app, victim, email);
    await holderToken(victim, email);
    const signed = decodeURIComponent(victim.cookie(sessionCookie) ?? '');
    const [sessionId, signature] = signed.split('.');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const attacker = await TestBrowser.open(app);
    const forged = [
      sessionId!,
      `${sessionId}.${signature!.slice(0, -2)}xx`,
      `${crypto.randomUUID()}.${signature}`,
    ];
    for (const value of forged) {
      const answer = await policiesOf(attacker, {
        cookie: `${sessionCookie}=${encodeURIComponent(value)}`,
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(signInRequired);
      expectNothingOf(policy, answer.body);
    }
  });

  it('shows each account its own policies only; a purchase’s grant shows that purchase’s policy only', async () => {
    const email = 'lukasz.kowalski@example.mx';
    const firstBrowser = await TestBrowser.open(app);
    const first = await buyPolicy(app, firstBrowser, email);
    await holderToken(firstBrowser, email);
    const secondBrowser = await TestBrowser.open(app);
    const second = await buyPolicy(app, secondBrowser, email, pendingPaymentCard);
    const attacker = await TestBrowser.open(app);
    const own = await buyPolicy(app, attacker, 'eve.lista@example.mx');
    await holderToken(attacker, 'eve.lista@example.mx');

    const numbersOf = async (browser: TestBrowser) =>
      dataOf<AccountPolicies>(await policiesOf(browser)).policies.map((p) => p.policyNumber);
    expect(await numbersOf(attacker)).toEqual([own.policy.policyNumber]);
    // The first purchase's grant opened the account for that policy only.
    expect(await numbersOf(firstBrowser)).toEqual([first.policy.policyNumber]);

    // The holder who set the password through the e-mail sees both, the newest first.
    const holder = await TestBrowser.open(app);
    await holderTokenByMail(app, email);
    const signedIn = await holder.post('/api/user/login', {
      emailAddress: email,
      password: 'Seguro#2026ok',
      partnerCode: 'cotizauto',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await numbersOf(holder)).toEqual([
      second.policy.policyNumber,
      first.policy.policyNumber,
    ]);
  });

  it('a signed-in attacker cannot pay another account’s pending policy, with its own cookie and token', async () => {
    const victim = await TestBrowser.open(app);
    const { quotation, policy } = await buyPolicy(
      app,
      victim,
      'emma.debe@example.mx',
      pendingPaymentCard,
    );
    const attacker = await TestBrowser.open(app);
    await buyPolicy(app, attacker, 'eve.debe@example.mx');
    const attackerToken = await holderToken(attacker, 'eve.debe@example.mx');
    const pay = await attacker.post(
      '/api/policy/pay',
      {
        quotationId: quotation.id,
        payment: cardPayment(await browserCardToken(attacker, '4242424242424242')),
        providerCode: 'mapfre',
        partnerCode: 'cotizauto',
      },
      { 'x-access-token': attackerToken },
    );
    expect(pay.statusCode).toBe(404);
    expect(errorOf(pay).message).toBe(noPendingPolicyMessage);
    expectNothingOf(policy, pay.body);
    const victimSees = await holderToken(victim, 'emma.debe@example.mx');
    expect(victimSees).not.toBe('');
    const list = dataOf<AccountPolicies>(await policiesOf(victim)).policies;
    expect(list.map((p) => p.paymentStatus)).toEqual(['not-paid']);
  });
});
