import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSetPasswordMachine } from '../../../machines/set-password/set-password.actors';
import type { PasswordSetting } from '../../../machines/set-password/set-password.types';
import { accountMessages } from '../../../src/domain/account/account';
import { errorCodes, genericMessages } from '../../../src/domain/common/errors';

const goodPassword = 'Segura#2026x';

/** The machine on a fake account API whose setPassword answers as given (and records calls). */
function runWith(token: string, setPassword: (input: PasswordSetting) => Promise<unknown>) {
  const calls: PasswordSetting[] = [];
  const api = {
    account: {
      setPassword: (input: PasswordSetting) => {
        calls.push(input);
        return setPassword(input);
      },
    },
  } as unknown as Parameters<typeof createSetPasswordMachine>[0]['api'];
  const actor = createActor(createSetPasswordMachine({ api }), { input: { token } }).start();
  return { actor, calls };
}

describe('set-password page flow', () => {
  it('sets the password with the link’s token and signs the buyer in', async () => {
    const { actor, calls } = runWith('token-1', () => Promise.resolve({ userId: 'user-1' }));
    actor.send({ type: 'setPassword.submit', password: goodPassword });
    const done = await waitFor(actor, (s) => s.matches('passwordSet'));
    expect(done.context.userId).toBe('user-1');
    expect(calls).toEqual([{ token: 'token-1', password: goodPassword }]);
    // The password never enters the context.
    expect(JSON.stringify(done.context)).not.toContain(goodPassword);
  });

  it('refuses a link without a token with the server’s message, calling nothing', () => {
    const { actor, calls } = runWith('', () => Promise.resolve({ userId: 'user-1' }));
    expect(actor.getSnapshot().value).toBe('linkRefused');
    expect(actor.getSnapshot().context.linkError).toBe(accountMessages.linkInvalid);
    expect(calls).toEqual([]);
  });

  it('shows the first broken rule and stays on the form for a weak password', () => {
    const { actor, calls } = runWith('token-1', () => Promise.resolve({ userId: 'user-1' }));
    actor.send({ type: 'setPassword.submit', password: 'corta' });
    expect(actor.getSnapshot().value).toBe('choosingPassword');
    expect(actor.getSnapshot().context.passwordError).toMatch(/\S/);
    expect(calls).toEqual([]);
  });

  it('ends on the refused link with the server’s own message for an expired or used link', async () => {
    const refusal = { code: errorCodes.validation, message: accountMessages.linkInvalid };
    const { actor } = runWith('used', () => Promise.reject(refusal));
    actor.send({ type: 'setPassword.submit', password: goodPassword });
    const done = await waitFor(actor, (s) => s.matches('linkRefused'));
    expect(done.context.linkError).toBe(accountMessages.linkInvalid);
  });

  it('shows the message the server put on a malformed token', async () => {
    const refusal = {
      code: errorCodes.validation,
      message: 'Existen datos incorrectos.',
      fields: { token: [accountMessages.linkInvalid] },
    };
    const { actor } = runWith('abc', () => Promise.reject(refusal));
    actor.send({ type: 'setPassword.submit', password: goodPassword });
    const done = await waitFor(actor, (s) => s.matches('linkRefused'));
    expect(done.context.linkError).toBe(accountMessages.linkInvalid);
  });

  it('keeps the form with a generic message when the call fails otherwise', async () => {
    const { actor } = runWith('token-1', () => Promise.reject(new Error('offline')));
    actor.send({ type: 'setPassword.submit', password: goodPassword });
    const back = await waitFor(
      actor,
      (s) => s.matches('choosingPassword') && !!s.context.passwordError,
    );
    expect(back.context.passwordError).toBe(genericMessages.unknown);
  });
});
