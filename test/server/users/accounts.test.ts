import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { messages } from '../../../src/domain/validation/messages';
import { mailOutbox, userAccounts } from '../../../src/server/db/schema/index';
import { accountExistsMessage } from '../../../src/server/users/sign-up';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import { errorOf } from '../policies/purchase-fixture';

let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
});
afterAll(() => app.close());

interface SignUpResult {
  userId: string;
  created: boolean;
  hasPassword: boolean;
}

const password = 'Seguro#2026ok';
const signUp = (body: Record<string, unknown>) =>
  post(app, session, '/api/user/sign-up', {
    branchCode: 'vehicle',
    partnerCode: 'cotizauto',
    ...body,
  });
const accountOf = async (email: string) =>
  (await app.db.select().from(userAccounts).where(eq(userAccounts.emailAddress, email)))[0];
const welcomeMailsTo = (email: string) =>
  app.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email));

describe('POST /api/user/sign-up', () => {
  it('creates the account with an Argon2 hash of the password and queues the welcome mail', async () => {
    const email = 'nueva.cuenta@example.mx';
    const response = await signUp({ firstName: 'Lucía', emailAddress: email, password });
    expect(response.statusCode).toBe(200);
    expect(dataOf<SignUpResult>(response)).toMatchObject({ created: true, hasPassword: true });
    const account = await accountOf(email);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.passwordHash).not.toContain(password);
    expect(await verify(account!.passwordHash!, password)).toBe(true);
    expect(await welcomeMailsTo(email)).toEqual([{ subject: 'Tu cuenta de Cotizauto está lista' }]);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const email = 'duplicada@example.mx';
    await signUp({ firstName: 'Ana', emailAddress: email, password });
    const again = await signUp({
      firstName: 'Ana',
      emailAddress: 'Duplicada@Example.mx',
      password,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(accountExistsMessage);
    expect(await welcomeMailsTo(email)).toHaveLength(1);
  });

  it('with the e-mail alone, opens the account once and finds it afterwards', async () => {
    const email = 'solo.correo@example.mx';
    const first = dataOf<SignUpResult>(await signUp({ emailAddress: email }));
    expect(first).toMatchObject({ created: true, hasPassword: false });
    const second = dataOf<SignUpResult>(await signUp({ emailAddress: email }));
    expect(second).toEqual({ ...first, created: false });
    const completed = dataOf<SignUpResult>(
      await signUp({ firstName: 'Raúl', emailAddress: email, password }),
    );
    expect(completed).toMatchObject({ userId: first.userId, hasPassword: true });
  });

  it('refuses a weak password and a bad e-mail with the shared messages', async () => {
    const response = await signUp({ firstName: 'Eva', emailAddress: 'eva@', password: 'corta' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      emailAddress: [expect.any(String)],
      password: [messages.password],
    });
  });
});

describe('POST /api/user/get-access-token', () => {
  it('answers a signed token for the account that expires as asked', async () => {
    const { userId } = dataOf<SignUpResult>(await signUp({ emailAddress: 'token@example.mx' }));
    const before = Math.floor(Date.now() / 1000);
    const response = await post(app, session, '/api/user/get-access-token', {
      userId,
      expiresInSeconds: 120,
      partnerCode: 'cotizauto',
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, expiresAt } = dataOf<{ accessToken: string; expiresAt: string }>(response);
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ sub: userId, partnerCode: 'cotizauto', iss: 'cotizauto' });
    expect((claims.exp ?? 0) - before).toBeGreaterThanOrEqual(119);
    expect((claims.exp ?? 0) - before).toBeLessThanOrEqual(121);
    expect(new Date(expiresAt).getTime()).toBe((claims.exp ?? 0) * 1000);
  });

  it('refuses an unknown account and a lifetime over an hour', async () => {
    const unknown = await post(app, session, '/api/user/get-access-token', {
      userId: '00000000-0000-4000-8000-000000000000',
      partnerCode: 'cotizauto',
    });
    expect(unknown.statusCode).toBe(404);
    const { userId } = dataOf<SignUpResult>(await signUp({ emailAddress: 'larga@example.mx' }));
    const tooLong = await post(app, session, '/api/user/get-access-token', {
      userId,
      expiresInSeconds: 86_400,
      partnerCode: 'cotizauto',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields).toEqual({ expiresInSeconds: [messages.invalidRequest] });
  });
});
