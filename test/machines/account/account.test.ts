import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountMachine } from '../../../machines/account/account.actors';
import {
  accountPolicies,
  paidAccountPolicy,
  pendingAccountPolicy,
  signInRequiredError,
} from '../../../machines/qa/samples/account.samples';
import {
  selectAccountView,
  selectLoginError,
  selectPayment,
  selectPolicies,
} from '../../../machines/account/account.selectors';
import { typedCard } from '../../../machines/qa/samples/pay-now.samples';
import type { Api } from '../../../src/api';
import type { CardGateway } from '../../../src/api/purchase';
import { accountMessages } from '../../../src/domain/account/account';

const banorteVisa = { bin: '424242', scheme: 'visa', bankCode: 'banorte', cardClass: 'bank' };

/** The account page's flow on a fake API: signed out until a login with the right password. */
function accountOnFakes() {
  let signedIn = false;
  const calls = { pays: [] as unknown[], tokens: [] as unknown[], logouts: 0 };
  const api = {
    account: {
      policies: async () => {
        if (!signedIn) throw signInRequiredError;
        return accountPolicies;
      },
      login: async ({ password }: { password: string }) => {
        if (password !== 'Segura#2026x')
          throw { code: 'unauthorized', message: accountMessages.loginFailed };
        signedIn = true;
        return { userId: 'user-1' };
      },
      logout: async () => {
        calls.logouts += 1;
        signedIn = false;
        return { message: accountMessages.loggedOut };
      },
      getAccessToken: async (request: unknown) => {
        calls.tokens.push(request);
        return { accessToken: 'token-1', expiresAt: '2026-11-26T23:00:00Z' };
      },
    },
    catalog: { listBanks: async () => [{ code: 'banorte', name: 'Banorte' }] },
    purchase: {
      getBinInfo: async () => banorteVisa,
      pay: async (body: unknown, providerCode: string, accessToken?: string) => {
        calls.pays.push({ body, providerCode, accessToken });
        return { status: 'issued', policyNumber: 'HDI-0002', paymentStatus: 'paid' };
      },
    },
  } as unknown as Api;
  const cardGateway: CardGateway = {
    tokenize: async () => ({ cardToken: 'tok_sandbox_0002', brand: 'visa', lastFour: '4242' }),
  };
  const machine = createAccountMachine({ api, cardGateway, saveFile: () => {} });
  return { actor: createActor(machine).start(), calls };
}

describe('the account page', () => {
  it('asks a signed-out visitor to log in, refuses a wrong password in the account’s words, then lists the policies', async () => {
    const { actor } = accountOnFakes();
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'login');
    actor.send({ type: 'account.login', emailAddress: 'ana@correo.mx', password: 'otra' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(selectLoginError(actor.getSnapshot())).toBe(accountMessages.loginFailed);

    actor.send({ type: 'account.login', emailAddress: 'ana@correo.mx', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'policies');
    expect(selectPolicies(actor.getSnapshot())).toEqual(accountPolicies.policies);
    expect(selectLoginError(actor.getSnapshot())).toBeUndefined();
  });

  it('pays a pending policy once with the account’s token, then lists it paid; a paid one offers no payment', async () => {
    const { actor, calls } = accountOnFakes();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'account.login', emailAddress: 'ana@correo.mx', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));

    actor.send({ type: 'account.payNow', policyNumber: paidAccountPolicy.policyNumber });
    expect(selectPayment(actor.getSnapshot())).toBeUndefined();

    actor.send({ type: 'account.payNow', policyNumber: pendingAccountPolicy.policyNumber });
    const payment = selectPayment(actor.getSnapshot())!;
    expect(payment.policyNumber).toBe(pendingAccountPolicy.policyNumber);
    // The page's own button opened the form: the card is asked for at once.
    await waitFor(payment.actor, (snapshot) => snapshot.matches('enteringCard'));
    payment.actor.send({ type: 'payNow.pay', values: typedCard });
    payment.actor.send({ type: 'payNow.pay', values: typedCard });
    await waitFor(actor, (snapshot) => selectPayment(snapshot) === undefined);

    expect(calls.pays).toEqual([
      {
        body: {
          quotationId: pendingAccountPolicy.quotationId,
          payment: {
            cardToken: 'tok_sandbox_0002',
            bank: 'banorte',
            cardType: 'credit',
            installments: 1,
          },
        },
        providerCode: 'hdi',
        accessToken: 'token-1',
      },
    ]);
    expect(actor.getSnapshot().context.paidPolicy).toBe(pendingAccountPolicy.policyNumber);
    expect(selectPolicies(actor.getSnapshot())).toEqual([
      { ...pendingAccountPolicy, paymentStatus: 'paid', amountDue: 0 },
      paidAccountPolicy,
    ]);
  });

  it('signs out: the policies are forgotten and the login is asked again', async () => {
    const { actor, calls } = accountOnFakes();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'account.login', emailAddress: 'ana@correo.mx', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    actor.send({ type: 'account.logout' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'login');
    expect(calls.logouts).toBe(1);
    expect(selectPolicies(actor.getSnapshot())).toEqual([]);
  });
});
