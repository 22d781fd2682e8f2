import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { accountMessages } from '../../src/domain/account/account';
import { ownPartnerCode } from '../../src/domain/site/partners';
import { testBearer } from '../support/test-app';
import { launchBrowser } from './support/chromium';
import { linkMailedTo } from './support/outbox';
import { expectNoAxeViolations } from './support/axe';
import { resultsViewports as viewports } from './support/viewports';

/**
 * The e-mailed password link (/cuenta/contrasena?token=…) in Chromium, on a desktop and a
 * phone: the account is opened the way a buyer without the purchase's grant gets one (sign-up
 * e-mails the link), the link is read from the outbox and set through the page.
 */
let browser: BrowserContext;
const baseUrl = inject('baseUrl');
const operatorToken = inject('operatorToken');
const goodPassword = 'Segura#2026x';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Asks for an account for this address, as the browser's client calls the server. */
async function signUpWithoutGrant(page: Page, emailAddress: string) {
  const bearer = { authorization: `Bearer ${testBearer}` };
  await page.request.get(`${baseUrl}/api/xsrf-token`, { headers: bearer });
  const cookies = await browser.cookies(baseUrl);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post(`${baseUrl}/api/user/sign-up`, {
    headers: { ...bearer, 'x-xsrf-token': xsrf, 'x-partner-code': ownPartnerCode },
    data: { emailAddress, partnerCode: ownPartnerCode, branchCode: 'vehicle' },
  });
  expect(answer.status(), await answer.text()).toBe(202);
}

/** The set-password link the outbox holds for this address, on the test server. */
async function passwordLinkMailedTo(page: Page, recipient: string): Promise<string> {
  const pattern = /href="[^"]*(\/cuenta\/contrasena\?token=[^"]+)"/;
  return `${baseUrl}${await linkMailedTo(page, { baseUrl, operatorToken }, recipient, pattern)}`;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function submitPassword(page: Page, password: string) {
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

describe.each(Object.entries(viewports))('set-password link in Chromium, %s', (name, viewport) => {
  const emailAddress = `clave-${name}@correo.mx`;
  let link = '';

  it('sets the password from the e-mailed link and signs the buyer in', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await signUpWithoutGrant(page, emailAddress);
    link = await passwordLinkMailedTo(page, emailAddress);
    const response = await page.goto(link);
    expect(response?.status(), 'the server answers the page, not its 404').toBe(200);
    await expect.poll(() => heading(page).textContent()).toBe('Crea tu contraseña');
    await expectNoAxeViolations(page, `${name} form`);

    await submitPassword(page, 'corta');
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('alert');
    await expectNoAxeViolations(page, `${name} weak password`);

    await submitPassword(page, goodPassword);
    await expect.poll(() => heading(page).textContent()).toBe('Tu contraseña está lista');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect.poll(() => page.getByText(/ya iniciaste sesión/).isVisible()).toBe(true);
    expect(
      (await browser.cookies(baseUrl)).some(
        (cookie) => cookie.httpOnly && cookie.name !== 'XSRF-TOKEN',
      ),
    ).toBe(true);
    await expectNoAxeViolations(page, `${name} password set`);
    await page.close();
  });

  it('refuses a used or malformed link with the server’s message and offers the home page', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto(link);
    await submitPassword(page, goodPassword);
    await expect.poll(() => heading(page).textContent()).toBe('Este enlace ya no sirve');
    expect(await page.getByRole('alert').textContent()).toBe(accountMessages.linkInvalid);
    await expectNoAxeViolations(page, `${name} used link`);
    await page.goto(`${baseUrl}/cuenta/contrasena?token=abc`);
    await submitPassword(page, goodPassword);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(accountMessages.linkInvalid);
    await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('refuses a link without its token before any form', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto(`${baseUrl}/cuenta/contrasena`);
    await expect.poll(() => heading(page).textContent()).toBe('Este enlace ya no sirve');
    expect(await page.getByRole('alert').textContent()).toBe(accountMessages.linkInvalid);
    expect(await page.getByLabel('Contraseña', { exact: true }).count()).toBe(0);
    await page.close();
  });
});
