import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.machine';
import {
  selectAccountView,
  selectCanDownload,
  selectDownloadError,
  selectPasswordError,
} from '../../../machines/after-purchase/after-purchase.selectors';
import type {
  AfterPurchaseInput,
  PasswordCreation,
  PolicyDownload,
} from '../../../machines/after-purchase/after-purchase.types';
import type { SignUpAnswer } from '../../../src/domain/account';
import { genericMessages } from '../../../src/domain/errors';
import { messages } from '../../../src/domain/validation/messages';
import { paidPolicy } from '../../../machines/after-purchase/after-purchase.samples';


function startAfterPurchase(
  input: AfterPurchaseInput = paidPolicy,
  { signUp = 'signed-in' as SignUpAnswer['status'], downloadFails = false } = {},
) {
  const calls = { passwords: [] as PasswordCreation[], downloads: [] as PolicyDownload[] };
  const machine = afterPurchaseMachine.provide({
    actors: {
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
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls };
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
});
