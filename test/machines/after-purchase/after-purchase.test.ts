import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.machine';
import {
  selectAccountView,
  selectCanDownload,
  selectDownloadError,
  selectLoginError,
  selectPasswordError,
} from '../../../machines/after-purchase/after-purchase.selectors';
import type {
  AfterPurchaseInput,
  LoginAttempt,
  PasswordCreation,
  PolicyDownload,
} from '../../../machines/after-purchase/after-purchase.types';
import { accountMessages, type SignUpAnswer } from '../../../src/domain/account';
import type { AnalyticsTransaction } from '../../../src/domain/analytics-transaction';
import { genericMessages } from '../../../src/domain/errors';
import { messages } from '../../../src/domain/validation/messages';
import {
  paidPolicy,
  sampleTransaction,
} from '../../../machines/after-purchase/after-purchase.samples';

const transaction = sampleTransaction;

function afterPurchaseOnFakes({
  signUp = 'signed-in' as SignUpAnswer['status'],
  downloadFails = false,
  loginFails = false,
} = {}) {
  const calls = {
    passwords: [] as PasswordCreation[],
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
      createPassword: fromPromise(async ({ input: creation }: { input: PasswordCreation }) => {
        calls.passwords.push(creation);
        return signUp === 'signed-in'
          ? { status: signUp, userId: 'user-1' }
          : { status: signUp, message: 'Te enviamos un correo' };
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
  it('offers a new buyer the password form and refuses a weak password with the rule message', async () => {
    const { actor, calls } = startAfterPurchase();
    expect(selectAccountView(actor.getSnapshot())).toBe('createPassword');
    actor.send({ type: 'afterPurchase.createPassword', password: 'corta' });
    expect(selectPasswordError(actor.getSnapshot())).toBe(messages.password);
    expect(calls.passwords).toEqual([]);
    actor.send({ type: 'afterPurchase.createPassword', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'passwordCreated');
    expect(calls.passwords).toEqual([
      { firstName: 'Ana', emailAddress: 'ana@correo.mx', password: 'Segura#2026x' },
    ]);
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('Segura#2026x');
  });

  it('names a company’s account after its razón social (it has no holder’s first name)', async () => {
    const companyName = 'Transportes Ejemplo, S.A. de C.V.';
    const { actor, calls } = startAfterPurchase({
      ...paidPolicy,
      holderName: undefined,
      companyName,
    });
    actor.send({ type: 'afterPurchase.createPassword', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'passwordCreated');
    expect(calls.passwords).toEqual([
      { firstName: companyName, emailAddress: 'ana@correo.mx', password: 'Segura#2026x' },
    ]);
  });

  it('tells the buyer a link was sent when the server does not sign this browser in', async () => {
    const { actor } = startAfterPurchase(paidPolicy, { signUp: 'link-sent' });
    actor.send({ type: 'afterPurchase.createPassword', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'linkSent');
  });

  it('offers the login when the purchase has no e-mail', () => {
    const { actor } = startAfterPurchase({ ...paidPolicy, email: undefined });
    expect(selectAccountView(actor.getSnapshot())).toBe('login');
  });

  it('downloads the policy as the account the password signed in, and says so when it fails', async () => {
    const { actor, calls } = startAfterPurchase(paidPolicy, { downloadFails: true });
    actor.send({ type: 'afterPurchase.createPassword', password: 'Segura#2026x' });
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
    actor.send({ type: 'afterPurchase.createPassword', password: 'Segura#2026x' });
    await waitFor(actor, (snapshot) => selectAccountView(snapshot) === 'linkSent');
    expect(selectCanDownload(actor.getSnapshot())).toBe(false);
    expect(calls.downloads).toEqual([]);
  });

  it('reports the analytics transaction once, and not again when the page is reloaded', () => {
    const { actor, calls, machine } = startAfterPurchase();
    expect(calls.transactions).toEqual([transaction]);
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const restored = createActor(machine, { snapshot: stored, input: paidPolicy });
    restored.start();
    expect(calls.transactions).toEqual([transaction]);
    expect(selectAccountView(restored.getSnapshot())).toBe('createPassword');
  });

  it('lets a buyer whose e-mail has an account sign in on the page and download the policy', async () => {
    const { actor, calls } = startAfterPurchase();
    actor.send({ type: 'afterPurchase.chooseLogin' });
    expect(selectAccountView(actor.getSnapshot())).toBe('login');
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
    actor.send({ type: 'afterPurchase.createPassword', password: 'Segura#2026x' });
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
