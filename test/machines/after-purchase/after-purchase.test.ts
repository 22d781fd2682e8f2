import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.machine';
import {
  selectAccountView,
  selectCanDownload,
  selectDownloadError,
  selectLinkError,
  selectLinkResent,
  selectLoginError,
} from '../../../machines/after-purchase/after-purchase.selectors';
import type {
  AccountOpening,
  AfterPurchaseInput,
  LoginAttempt,
} from '../../../machines/after-purchase/after-purchase.types';
import type { PolicyDownload } from '../../../machines/pay-now/policy-download';
import { accountMessages, type SignUpAnswer } from '../../../src/domain/account/account';
import type { AnalyticsTransaction } from '../../../src/domain/purchase/analytics-transaction';
import { genericMessages } from '../../../src/domain/common/errors';
import { paidPolicy, sampleTransaction } from '../../../machines/qa/samples/after-purchase.samples';

const transaction = sampleTransaction;

function afterPurchaseOnFakes({
  signUp = 'signed-in' as SignUpAnswer['status'],
  downloadFails = false,
  loginFails = false,
  resendFails = false,
} = {}) {
  const calls = {
    openings: [] as AccountOpening[],
    downloads: [] as PolicyDownload[],
    logins: [] as LoginAttempt[],
    transactions: [] as AnalyticsTransaction[],
  };
  const machine = afterPurchaseMachine.provide({
    actions: {
      reportTransaction: (_, reported: AnalyticsTransaction) => calls.transactions.push(reported),
    },
    actors: {
      logIn: fromPromise(async ({ input: attempt }: { input: LoginAttempt }) => {
        calls.logins.push(attempt);
        if (loginFails) throw new Error('401');
        return { userId: 'user-7' };
      }),
      openAccount: fromPromise(async ({ input: opening }: { input: AccountOpening }) => {
        calls.openings.push(opening);
        if (resendFails && calls.openings.length > 1) throw new Error('429');
        // The grant signs in once; a link asked again is only sent.
        return signUp === 'signed-in' && calls.openings.length === 1
          ? { status: signUp, userId: 'user-1' }
          : { status: 'link-sent' as const, message: 'Te enviamos un correo' };
      }),
      downloadPolicy: fromPromise(async ({ input: download }: { input: PolicyDownload }) => {
        calls.downloads.push(download);
        if (downloadFails) throw new Error('network');
      }),
    },
  });
  return { machine, calls };
}

function startAfterPurchase(
  input: AfterPurchaseInput = paidPolicy,
  options: Parameters<typeof afterPurchaseOnFakes>[0] = {},
) {
  const { machine, calls } = afterPurchaseOnFakes(options);
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls, machine };
}

describe('after the purchase', () => {
  it('opens a new buyer’s account as the page starts, asking no password, and sends the link again on request', async () => {
    const { actor, calls } = startAfterPurchase();
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'accountOpened');
    expect(calls.openings).toEqual([{ firstName: 'Ana', emailAddress: 'ana@correo.mx' }]);
    expect(selectCanDownload(actor.getSnapshot())).toBe(true);
    expect(selectLinkResent(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'afterPurchase.resendLink' });
    await waitFor(actor, (snapshot) => selectLinkResent(snapshot));
    expect(selectAccountView(actor.getSnapshot())).toBe('accountOpened');
    expect(calls.openings).toHaveLength(2);
    expect(selectCanDownload(actor.getSnapshot())).toBe(true);
  });

  it('says so when the link cannot be sent again, and stays signed in', async () => {
    const { actor } = startAfterPurchase(paidPolicy, { resendFails: true });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'accountOpened');
    actor.send({ type: 'afterPurchase.resendLink' });
    await waitFor(actor, (snapshot) => Boolean(selectLinkError(snapshot)));
    expect(selectLinkError(actor.getSnapshot())).toBe(genericMessages.unknown);
    expect(selectAccountView(actor.getSnapshot())).toBe('accountOpened');
    expect(selectCanDownload(actor.getSnapshot())).toBe(true);
  });

  it('names a company’s account after its razón social (it has no holder’s first name)', async () => {
    const companyName = 'Transportes Ejemplo, S.A. de C.V.';
    const { actor, calls } = startAfterPurchase({
      ...paidPolicy,
      holderName: undefined,
      companyName,
    });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'accountOpened');
    expect(calls.openings).toEqual([{ firstName: companyName, emailAddress: 'ana@correo.mx' }]);
  });

  it('tells the buyer a link was sent when the server does not sign this browser in', async () => {
    const { actor } = startAfterPurchase(paidPolicy, { signUp: 'link-sent' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'linkSent');
    actor.send({ type: 'afterPurchase.resendLink' });
    await waitFor(actor, (snapshot) => selectLinkResent(snapshot));
    expect(selectAccountView(actor.getSnapshot())).toBe('linkSent');
  });

  it('offers the login when the purchase has no e-mail', () => {
    const { actor } = startAfterPurchase({ ...paidPolicy, email: undefined });
    expect(selectAccountView(actor.getSnapshot())).toBe('login');
  });

  it('downloads the policy as the account the page opened, and says so when it fails', async () => {
    const { actor, calls } = startAfterPurchase(paidPolicy, { downloadFails: true });
    await waitFor(actor, (snapshot) => selectCanDownload(snapshot));
    actor.send({ type: 'afterPurchase.download' });
    await waitFor(actor, (snapshot) => Boolean(selectDownloadError(snapshot)));
    expect(calls.downloads).toEqual([{ policyNumber: 'HDI-0001', userId: 'user-1' }]);
    expect(selectDownloadError(actor.getSnapshot())).toBe(genericMessages.unknown);
  });

  it('offers no download before the buyer is signed in, nor when only a link was sent', async () => {
    const { actor, calls } = startAfterPurchase(paidPolicy, { signUp: 'link-sent' });
    expect(selectCanDownload(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'afterPurchase.download' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'linkSent');
    expect(selectCanDownload(actor.getSnapshot())).toBe(false);
    expect(calls.downloads).toEqual([]);
  });

  it('reports the analytics transaction once, and not again when the page is reloaded', async () => {
    const { actor, calls, machine } = startAfterPurchase();
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'accountOpened');
    expect(calls.transactions).toEqual([transaction]);
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const restored = createActor(machine, { snapshot: stored, input: paidPolicy });
    restored.start();
    expect(calls.transactions).toEqual([transaction]);
    expect(selectAccountView(restored.getSnapshot())).toBe('accountOpened');
    expect(calls.openings).toHaveLength(1);
  });

  it('lets a buyer whose e-mail has an account sign in on the page and download the policy', async () => {
    const { actor, calls } = startAfterPurchase(paidPolicy, { signUp: 'link-sent' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'linkSent');
    actor.send({
      type: 'afterPurchase.login',
      emailAddress: 'ana@correo.mx',
      password: 'Segura#2026x',
    });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'loggedIn');
    expect(calls.logins).toEqual([{ emailAddress: 'ana@correo.mx', password: 'Segura#2026x' }]);
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('Segura#2026x');
    actor.send({ type: 'afterPurchase.download' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ download: 'idle' }) && calls.downloads.length > 0,
    );
    expect(calls.downloads).toEqual([{ policyNumber: 'HDI-0001', userId: 'user-7' }]);
  });

  it('signs in from the link-sent answer too, and says so when the password is wrong', async () => {
    const { actor, calls } = startAfterPurchase(paidPolicy, {
      signUp: 'link-sent',
      loginFails: true,
    });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'linkSent');
    actor.send({ type: 'afterPurchase.login', emailAddress: ' ', password: 'x' });
    expect(calls.logins).toEqual([]);
    actor.send({
      type: 'afterPurchase.login',
      emailAddress: 'ana@correo.mx',
      password: 'Mala#20261',
    });
    await waitFor(actor, (snapshot) => Boolean(selectLoginError(snapshot)));
    expect(selectLoginError(actor.getSnapshot())).toBe(accountMessages.loginFailed);
    expect(selectAccountView(actor.getSnapshot())).toBe('login');
    expect(selectCanDownload(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'afterPurchase.login', emailAddress: '', password: '' });
    expect(calls.logins).toHaveLength(1);
  });
});
