import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { accountMessages } from '../../../src/domain/account/account';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { loginLimits } from '../../../src/server/users/login';
import { SandboxClock } from '../../../src/server/background/clock';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf, openSession } from '../../support/test-app';
import { savedCartOfAna, savedQuoteRequest } from '../mail/mail-fixture';

/**
 * The attacker sends everything at once: each limit is counted in the database before the
 * request's work (attemptRefusedBy), so requests in flight together cannot all pass on the last slot.
 */
const publicBaseUrl = 'https://cotizauto.example.mx';
const password = 'Seguro#2026ok';
const minuteMs = 60 * 1000;
/** The app's clock: the backoff test moves it instead of waiting. */
const clock = new SandboxClock(new Date());
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl }, { clock });
});
afterAll(() => app.close());

const mailsTo = (recipient: string, mailCode: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.mailCode, mailCode)));

const logIn = (browser: TestBrowser, emailAddress: string, secret: string) =>
  browser.post('/api/user/login', { emailAddress, password: secret, partnerCode: 'cotizauto' });
const askLink = (browser: TestBrowser, emailAddress: string) =>
  browser.post('/api/user/sign-up', {
    emailAddress,
    branchCode: 'vehicle',
    partnerCode: 'cotizauto',
  });

/** The token of the newest password link e-mailed to this address. */
async function newestLinkToken(email: string): Promise<string> {
  const mails = await mailsTo(email, 'password-link');
  const newest = mails.sort((a, b) => +b.createdAt - +a.createdAt)[0];
  const link = newest?.textBody.match(/https:\S+/)?.[0] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

async function accountWithPassword(email: string) {
  await askLink(await TestBrowser.open(app), email);
  const set = await (
    await TestBrowser.open(app)
  ).post('/api/user/set-password', {
    token: await newestLinkToken(email),
    password,
    partnerCode: 'cotizauto',
  });
  expect(set.statusCode, set.body).toBe(200);
}

describe('login attempts', () => {
  it('evaluates at most the limit of 100 parallel guesses from one address, the right one (#90) included', async () => {
    const email = 'objetivo@example.mx';
    await accountWithPassword(email);
    const attacker = await TestBrowser.open(app);
    const guesses = Array.from({ length: 100 }, (_, n) => (n === 89 ? password : `Intento#${n}x`));
    const answers = await Promise.all(guesses.map((guess) => logIn(attacker, email, guess)));
    const statuses = answers.map((answer) => answer.statusCode);
    const evaluated = statuses.filter((status) => status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(loginLimits.perAccountAndClient);
    expect(statuses[89]).toBe(429);
    expect(answers[89]!.json()).toEqual({
      code: 'rate-limited',
      message: accountMessages.tooManyAttempts,
    });

    const owner = await TestBrowser.open(app);
    const ownLogin = await logIn(owner, email, password);
    expect(ownLogin.statusCode, 'the owner, from their own address, is not locked out').toBe(200);
    expect((await logIn(attacker, email, password)).statusCode).toBe(429);
  });

  it('pauses one account guessed from many addresses and e-mails its owner a link that signs them in', async () => {
    const email = 'muchas.direcciones@example.mx';
    await accountWithPassword(email);
    const linksBefore = (await mailsTo(email, 'password-link')).length;
    const attackers = await Promise.all(
      Array.from({ length: loginLimits.perAccount + 10 }, () => TestBrowser.open(app)),
    );
    const answers = await Promise.all(
      attackers.map((attacker, n) => logIn(attacker, email, `Intento#${n}x`)),
    );
    const evaluated = answers.filter((answer) => answer.statusCode === 401);
    expect(evaluated.length).toBeLessThanOrEqual(loginLimits.perAccount);

    const owner = await TestBrowser.open(app);
    expect((await logIn(owner, email, password)).statusCode).toBe(429);
    const links = await mailsTo(email, 'password-link');
    expect(links.length).toBeGreaterThan(linksBefore);
    expect(links.length - linksBefore).toBeLessThanOrEqual(3);
    const unlocked = await owner.post('/api/user/set-password', {
      token: await newestLinkToken(email),
      password: 'Nueva#Clave2026',
      partnerCode: 'cotizauto',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const { userId } = dataOf<{ userId: string }>(unlocked);
    const token = await owner.post('/api/user/get-access-token', {
      userId,
      partnerCode: 'cotizauto',
    });
    expect(token.statusCode).toBe(200);
    const elsewhere = await TestBrowser.open(app);
    expect((await logIn(elsewhere, email, 'Nueva#Clave2026')).statusCode).toBe(200);
  });

  it('pauses a guessing address twice as long each time, while the owner signs in from hers', async () => {
    const email = 'paciente@example.mx';
    await accountWithPassword(email);
    const attacker = await TestBrowser.open(app);
    const owner = await TestBrowser.open(app);
    const guessRound = async () => {
      for (let attempt = 0; attempt < loginLimits.perAccountAndClient; attempt++)
        expect((await logIn(attacker, email, `Intento#${attempt}x`)).statusCode).toBe(401);
      // Paused: not even the right password is evaluated.
      expect((await logIn(attacker, email, password)).statusCode).toBe(429);
    };
    const wait = (minutes: number) =>
      clock.moveTo(new Date(clock.now().getTime() + minutes * minuteMs));

    await guessRound();
    expect((await logIn(owner, email, password)).statusCode).toBe(200);
    wait(15.1);
    await guessRound();
    wait(15.1);
    expect((await logIn(attacker, email, 'Intento#otra')).statusCode).toBe(429);
    expect((await logIn(owner, email, password)).statusCode).toBe(200);
    wait(15);
    expect((await logIn(attacker, email, 'Intento#otra')).statusCode).toBe(401);
  });
});

describe('mail a caller can trigger', () => {
  it('queues at most 3 password links for 30 parallel sign-ups of one address', async () => {
    const email = 'treinta.clics@example.mx';
    const browsers = await Promise.all(Array.from({ length: 30 }, () => TestBrowser.open(app)));
    const answers = await Promise.all(browsers.map((browser) => askLink(browser, email)));
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(27);
    expect(await mailsTo(email, 'password-link')).toHaveLength(3);
  });

  it('queues at most 3 saved quotes for 30 parallel requests to one address', async () => {
    const cartId = await savedCartOfAna(app, await openSession(app));
    const recipient = 'cotizacion.guardada@example.mx';
    const browsers = await Promise.all(Array.from({ length: 30 }, () => TestBrowser.open(app)));
    const answers = await Promise.all(
      browsers.map((browser) =>
        browser.post('/mail/send-mail', savedQuoteRequest(cartId, recipient)),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(await mailsTo(recipient, 'saved-quote')).toHaveLength(3);
  });
});
