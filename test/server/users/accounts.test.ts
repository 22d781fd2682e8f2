import { and, desc, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { accountMessages } from '../../../src/domain/account/account';
import { messages } from '../../../src/domain/validation/messages';
import { developmentSecrets } from '../../../src/server/config';
import { mailOutbox, userAccounts } from '../../../src/server/db/schema/index';
import { policyAccessDeniedMessage } from '../../../src/server/policies/policies-area';
import { loginLimits } from '../../../src/server/users/login';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf } from '../../support/test-app';
import { buyPolicy } from '../policies/buyer';
import { errorOf } from '../policies/purchase-fixture';

const publicBaseUrl = 'https://cotizauto.example.mx';
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl });
});
afterAll(() => app.close());

const password = 'Seguro#2026ok';
const otherPassword = 'Ajeno#2026xyz';

const signUp = (browser: TestBrowser, body: Record<string, unknown>) =>
  browser.post('/api/user/sign-up', { branchCode: 'vehicle', partnerCode: 'cotizauto', ...body });
const logIn = (browser: TestBrowser, emailAddress: string, secret: string) =>
  browser.post('/api/user/login', { emailAddress, password: secret, partnerCode: 'cotizauto' });
const tokenFor = (browser: TestBrowser, userId: string) =>
  browser.post('/api/user/get-access-token', {
    userId,
    expiresInSeconds: 120,
    partnerCode: 'cotizauto',
  });
const pdfOf = (browser: TestBrowser, policyNumber: string, headers: Record<string, string> = {}) =>
  browser.get(`/api/policy/${policyNumber}/pdf`, headers);

const accountOf = async (email: string) =>
  (await app.db.select().from(userAccounts).where(eq(userAccounts.emailAddress, email)))[0];
const mailsTo = (email: string, mailCode: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.mailCode, mailCode)))
    .orderBy(desc(mailOutbox.createdAt));

/** The token of the newest password link e-mailed to this address. */
async function linkTokenSentTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email, 'password-link');
  const link = mail?.textBody.match(/https:\S+/)?.[0] ?? '';
  expect(link.startsWith(`${publicBaseUrl}/cuenta/contrasena?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

/** An account with a password, opened through the e-mailed link; answers its id. */
async function accountWithPassword(email: string, secret = password): Promise<string> {
  const browser = await TestBrowser.open(app);
  await signUp(browser, { emailAddress: email });
  const set = await browser.post('/api/user/set-password', {
    token: await linkTokenSentTo(email),
    password: secret,
    partnerCode: 'cotizauto',
  });
  expect(set.statusCode, set.body).toBe(200);
  return dataOf<{ userId: string }>(set).userId;
}

/** A browser signed in to the account, holding a token drawn from its session. */
async function signedIn(email: string, secret = password) {
  const browser = await TestBrowser.open(app);
  const login = await logIn(browser, email, secret);
  expect(login.statusCode, login.body).toBe(200);
  const { userId } = dataOf<{ userId: string }>(login);
  const { accessToken } = dataOf<{ accessToken: string }>(await tokenFor(browser, userId));
  return { browser, userId, accessToken };
}

describe('POST /api/user/sign-up never tells whether an e-mail has an account', () => {
  it('answers the same words, and no userId, for a new e-mail, an account with a password and one without', async () => {
    await accountWithPassword('con.clave@example.mx');
    const attacker = await TestBrowser.open(app);
    await signUp(attacker, { emailAddress: 'sin.clave@example.mx' });
    const answers = [];
    for (const emailAddress of [
      'nadie@example.mx',
      'con.clave@example.mx',
      'sin.clave@example.mx',
    ]) {
      for (const extra of [{}, { firstName: 'Eve', password: otherPassword }]) {
        const response = await signUp(attacker, { emailAddress, ...extra });
        answers.push({ status: response.statusCode, body: response.json() as unknown });
      }
    }
    const expected = {
      status: 202,
      body: { data: { status: 'link-sent', message: accountMessages.linkSent } },
    };
    expect(answers).toEqual(Array(6).fill(expected));
  });

  it('e-mails the address a one-time link that sets the password and signs that browser in', async () => {
    const email = 'enlace@example.mx';
    const browser = await TestBrowser.open(app);
    await signUp(browser, { emailAddress: email });
    const token = await linkTokenSentTo(email);
    const set = (secret: string) =>
      browser.post('/api/user/set-password', { token, password: secret, partnerCode: 'cotizauto' });
    const first = await set(password);
    expect(first.statusCode).toBe(200);
    const account = await accountOf(email);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(account!.passwordHash!, password)).toBe(true);
    expect(dataOf<{ userId: string }>(first).userId).toBe(account?.id);
    expect((await tokenFor(browser, account!.id)).statusCode).toBe(200);

    const again = await set(otherPassword);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(accountMessages.linkInvalid);
    expect(await verify((await accountOf(email))!.passwordHash!, password)).toBe(true);
  });

  it('refuses a malformed link token with the link’s own message on the token', async () => {
    const browser = await TestBrowser.open(app);
    const response = await browser.post('/api/user/set-password', {
      token: 'abc',
      password,
      partnerCode: 'cotizauto',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ token: [accountMessages.linkInvalid] });
  });

  it('refuses a bad e-mail with the shared message', async () => {
    const browser = await TestBrowser.open(app);
    const response = await signUp(browser, { firstName: 'Eva', emailAddress: 'eva@' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ emailAddress: [messages.emailFormat] });
  });

  it('limits the links sent to one address', async () => {
    const browser = await TestBrowser.open(app);
    const asks = [];
    for (let ask = 0; ask < 4; ask++)
      asks.push((await signUp(browser, { emailAddress: 'buzon.lleno@example.mx' })).statusCode);
    expect(asks).toEqual([202, 202, 202, 429]);
    expect(await mailsTo('buzon.lleno@example.mx', 'password-link')).toHaveLength(3);
  });
});

describe('the purchase’s one-time grant', () => {
  it('opens a company buyer’s account under its razón social', async () => {
    const email = 'flotilla@example.mx';
    const buyer = await TestBrowser.open(app);
    await buyPolicy(app, buyer, email);
    const firstName = 'Transportes Ejemplo, S.A. de C.V.';
    const created = await signUp(buyer, { firstName, emailAddress: email });
    expect(created.statusCode, created.body).toBe(200);
    expect(dataOf<{ status: string }>(created).status).toBe('signed-in');
  });

  it('signs the browser that bought in to its policy once, sets no password and e-mails the link', async () => {
    const email = 'compradora@example.mx';
    const buyer = await TestBrowser.open(app);
    const { policy } = await buyPolicy(app, buyer, email);
    const created = await signUp(buyer, { firstName: 'Lucía', emailAddress: email });
    expect(created.statusCode).toBe(200);
    const { status, userId } = dataOf<{ status: string; userId: string }>(created);
    expect(status).toBe('signed-in');
    expect((await accountOf(email))?.passwordHash).toBeNull();
    expect(await mailsTo(email, 'password-link')).toHaveLength(1);
    expect(await mailsTo(email, 'account-created')).toHaveLength(0);
    const { accessToken } = dataOf<{ accessToken: string }>(await tokenFor(buyer, userId));
    const pdf = await pdfOf(buyer, policy.policyNumber, { 'x-access-token': accessToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');

    const twice = await signUp(buyer, {
      firstName: 'Lucía',
      emailAddress: email,
      password: otherPassword,
    });
    expect(twice.statusCode).toBe(202);
    expect((await logIn(buyer, email, password)).statusCode).toBe(401);

    const proven = await buyer.post('/api/user/set-password', {
      token: await linkTokenSentTo(email),
      password,
      partnerCode: 'cotizauto',
    });
    expect(proven.statusCode).toBe(200);
    expect((await mailsTo(email, 'account-created')).map((mail) => mail.subject)).toEqual([
      'Tu cuenta de Cotizauto está lista',
    ]);
  });

  it('password takeover: buying with someone’s e-mail never sets their password nor opens their policies', async () => {
    const victim = 'victima@example.mx';
    await accountWithPassword(victim);
    const earlier = await buyPolicy(app, await TestBrowser.open(app), victim);
    const attacker = await TestBrowser.open(app);
    await buyPolicy(app, attacker, victim);
    const takeover = await signUp(attacker, {
      firstName: 'Eve',
      emailAddress: victim,
      password: otherPassword,
    });
    expect(takeover.statusCode).toBe(200);
    const { userId } = dataOf<{ userId: string }>(takeover);
    const { accessToken } = dataOf<{ accessToken: string }>(await tokenFor(attacker, userId));
    const refused = await pdfOf(attacker, earlier.policy.policyNumber, {
      'x-access-token': accessToken,
    });
    expect(refused.statusCode).toBe(403);
    expect((await logIn(attacker, victim, otherPassword)).statusCode).toBe(401);
    expect((await logIn(await TestBrowser.open(app), victim, password)).statusCode).toBe(200);
  });
});

describe('POST /api/user/login', () => {
  it('signs in with the right password and fails alike for a wrong one, an unknown e-mail and no password yet', async () => {
    const email = 'login@example.mx';
    await accountWithPassword(email);
    await signUp(await TestBrowser.open(app), { emailAddress: 'login.sin.clave@example.mx' });
    const browser = await TestBrowser.open(app);
    const failures = [
      await logIn(browser, email, otherPassword),
      await logIn(browser, 'no.existe@example.mx', password),
      await logIn(browser, 'login.sin.clave@example.mx', password),
    ];
    for (const failure of failures) {
      expect(failure.statusCode).toBe(401);
      expect(failure.json()).toEqual({
        code: 'unauthorized',
        message: accountMessages.loginFailed,
      });
    }
    const success = await logIn(browser, email, password);
    expect(success.statusCode).toBe(200);
    expect(dataOf<{ userId: string }>(success).userId).toBe((await accountOf(email))?.id);
    expect(success.headers['cache-control']).toBe('no-store');
    const session = success.cookies.find((cookie) => cookie.name === 'cotizauto_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  });

  it('pauses the client that guesses one account, even for the right password, but not its owner elsewhere', async () => {
    const email = 'fuerza.bruta@example.mx';
    await accountWithPassword(email);
    const attacker = await TestBrowser.open(app);
    for (let attempt = 0; attempt < loginLimits.perAccountAndClient; attempt++)
      expect((await logIn(attacker, email, `Intento#${attempt}xxxx`)).statusCode).toBe(401);
    const paused = await logIn(attacker, email, password);
    expect(paused.statusCode).toBe(429);
    expect(errorOf(paused).message).toBe(accountMessages.tooManyAttempts);
    expect((await logIn(await TestBrowser.open(app), email, password)).statusCode).toBe(200);
  });

  it('pauses a client that tries many accounts', async () => {
    const sprayer = await buildTestApp();
    try {
      const browser = await TestBrowser.open(sprayer);
      const statuses = [];
      for (let attempt = 0; attempt <= loginLimits.perClient; attempt++) {
        const response = await browser.post('/api/user/login', {
          emailAddress: `cuenta${attempt}@example.mx`,
          password,
          partnerCode: 'cotizauto',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, loginLimits.perClient).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await sprayer.close();
    }
  });
});

describe('POST /api/user/get-access-token', () => {
  it('answers a signed token bound to the account and its sign-in, expiring as asked', async () => {
    const email = 'token@example.mx';
    await accountWithPassword(email);
    const { browser, userId } = await signedIn(email);
    const before = Math.floor(Date.now() / 1000);
    const response = await tokenFor(browser, userId);
    expect(response.statusCode).toBe(200);
    const { accessToken, expiresAt } = dataOf<{ accessToken: string; expiresAt: string }>(response);
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ sub: userId, partnerCode: 'cotizauto', iss: 'cotizauto' });
    expect(claims.sid).toEqual(expect.any(String));
    expect((claims.exp ?? 0) - before).toBeGreaterThanOrEqual(119);
    expect((claims.exp ?? 0) - before).toBeLessThanOrEqual(121);
    expect(new Date(expiresAt).getTime()).toBe((claims.exp ?? 0) * 1000);
    const tooLong = await browser.post('/api/user/get-access-token', {
      userId,
      expiresInSeconds: 86_400,
      partnerCode: 'cotizauto',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields).toEqual({ expiresInSeconds: [messages.invalidRequest] });
  });

  it('token for another user: a userId alone, or another account’s sign-in, gets no token', async () => {
    const victimId = await accountWithPassword('victima.token@example.mx');
    await accountWithPassword('atacante@example.mx');
    const stranger = await TestBrowser.open(app);
    const { browser: attacker } = await signedIn('atacante@example.mx');
    for (const browser of [stranger, attacker]) {
      const response = await tokenFor(browser, victimId);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'unauthorized',
        message: accountMessages.signInRequired,
      });
    }
  });

  it('default-secret token: a token signed with the secret once written in the source opens nothing', async () => {
    const email = 'secreto.viejo@example.mx';
    const buyer = await TestBrowser.open(app);
    const { policy } = await buyPolicy(app, buyer, email);
    const userId = dataOf<{ userId: string }>(
      await signUp(buyer, { firstName: 'Ana', emailAddress: email }),
    ).userId;
    const { accessToken } = dataOf<{ accessToken: string }>(await tokenFor(buyer, userId));
    const { sid } = decodeJwt(accessToken);
    const forged = await new SignJWT({ partnerCode: 'cotizauto', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('cotizauto')
      .setAudience('cotizauto-account')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(developmentSecrets.ACCESS_TOKEN_SECRET));
    const response = await pdfOf(await TestBrowser.open(app), policy.policyNumber, {
      'x-access-token': forged,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: policyAccessDeniedMessage });
  });
});

describe('POST /api/user/logout', () => {
  it('ends the sign-in: its tokens stop opening the policy and no new token is given', async () => {
    const email = 'salida@example.mx';
    const buyer = await TestBrowser.open(app);
    const { policy } = await buyPolicy(app, buyer, email);
    const { userId } = dataOf<{ userId: string }>(
      await signUp(buyer, { firstName: 'Ana', emailAddress: email }),
    );
    const { accessToken } = dataOf<{ accessToken: string }>(await tokenFor(buyer, userId));
    const logout = await buyer.post('/api/user/logout', undefined);
    expect(logout.statusCode).toBe(200);
    expect(dataOf<{ message: string }>(logout).message).toBe(accountMessages.loggedOut);
    expect(
      (await pdfOf(buyer, policy.policyNumber, { 'x-access-token': accessToken })).statusCode,
    ).toBe(403);
    expect((await tokenFor(buyer, userId)).statusCode).toBe(401);
  });
});
