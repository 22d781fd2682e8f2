import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { linkMailedTo } from './support/outbox';
import { ledgerOf } from './support/sandbox-ledger';
import { accountOpenedOnThankYou, policyNumberOnThankYou } from './support/thank-you';
import { resultsViewports } from './support/viewports';
import { fillCardFields, fillHdiCartAsAna, payByCard, selectHdi } from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

/**
 * The account page (/cuenta), in Chromium: a buyer whose card's charge failed after issuance
 * goes from the thank-you page to their account, pays the pending policy there once (a double
 * click and a second tab's 'Pagar ahora' included), sees it paid, and signs out; then, as from
 * another browser, the e-mails lead back to it. What was charged is read from the payment
 * sandbox's ledger, not from the page.
 */
const baseUrl = inject('baseUrl');
const outbox = { baseUrl, operatorToken: inject('operatorToken') };

/** The sandbox card whose charge fails after issuance: the policy issues, payment pending. */
const captureDeclinedCard = '4000000000000341';
/** The sandbox card that approves, typed as buyers write it. */
const cardAsTyped = { number: '4242 4242 4242 4242', expiry: '1230' };
const pendingTitle = 'Tu póliza está lista y activa, pero tu pago está pendiente';
const paidNotice = 'Recibimos tu pago: tu póliza está pagada.';

let browser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The account page's card of one policy. */
const policyCard = (page: Page, policyNumber: string) =>
  page.getByRole('region', { name: `Póliza ${policyNumber}` });

/** The status row of a policy's card. */
const statusOf = (page: Page, policyNumber: string) =>
  policyCard(page, policyNumber).getByRole('row', { name: /Estado del pago/ });

describe('the account page', () => {
  it(
    'a payment-pending buyer pays from the account once, with a double click and a second tab, and sees the policy paid',
    { timeout: 240_000 },
    async () => {
      await browser.clearCookies();
      const page = await browser.newPage();
      await page.setViewportSize(resultsViewports.desktop);
      await openSavedQuote(page, baseUrl);
      await selectHdi(page);
      const email = `cuenta.${Date.now()}@correo.mx`;
      await fillHdiCartAsAna(page, email, async () => {});
      await payByCard(page, async () => {}, captureDeclinedCard);
      const policyNumber = await policyNumberOnThankYou(page, pendingTitle);
      await accountOpenedOnThankYou(page);

      // The thank-you page says the policy may be paid from the account, and links there.
      await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
      await page.waitForURL(/\/cuenta$/);
      await page.getByRole('heading', { level: 1, name: 'Mis pólizas' }).waitFor();
      await expect(statusOf(page, policyNumber).textContent()).resolves.toContain('Pago pendiente');
      await expectNoAxeViolations(page, 'account page with a pending policy');

      // A second tab shows the account too, still pending.
      const secondTab = await browser.newPage();
      await secondTab.setViewportSize(resultsViewports.desktop);
      await secondTab.goto(`${baseUrl}/cuenta`);
      await policyCard(secondTab, policyNumber).waitFor();

      // 'Pagar ahora' opens the card form at once; a double click on its own submit pays once.
      await policyCard(page, policyNumber).getByRole('button', { name: 'Pagar ahora' }).click();
      const form = page.getByRole('form', { name: `Paga la póliza ${policyNumber}` });
      await form.waitFor();
      await expectNoAxeViolations(page, 'account page pay-now form');
      await fillCardFields(page, cardAsTyped);
      await form.getByRole('button', { name: 'Pagar ahora' }).dblclick();
      await page.getByText(paidNotice).waitFor({ timeout: 30_000 });
      await page
        .getByRole('form')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await expect(statusOf(page, policyNumber).textContent()).resolves.toContain('Pagada');
      await expect(
        policyCard(page, policyNumber).getByRole('button', { name: 'Pagar ahora' }).count(),
      ).resolves.toBe(0);
      await expectNoAxeViolations(page, 'account page after paying');

      // The stale tab tries again: the server answers the policy paid and charges nothing more.
      await policyCard(secondTab, policyNumber)
        .getByRole('button', { name: 'Pagar ahora' })
        .click();
      await fillCardFields(secondTab, cardAsTyped);
      await secondTab
        .getByRole('form', { name: `Paga la póliza ${policyNumber}` })
        .getByRole('button', { name: 'Pagar ahora' })
        .click();
      await secondTab.getByText(paidNotice).waitFor({ timeout: 30_000 });
      await secondTab.close();

      const ledger = await ledgerOf(policyNumber);
      expect(ledger.map(({ status }) => status)).toEqual(['capture-declined', 'captured']);
      expect(ledger[1]).toMatchObject({ lastFour: '4242', amount: ledger[0]!.amount });

      // Read again from the server: paid.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Mis pólizas' }).waitFor();
      await expect(statusOf(page, policyNumber).textContent()).resolves.toContain('Pagada');

      // Signing out leaves the login, in the account's words when it is refused.
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByRole('heading', { name: 'Inicia sesión para ver tu póliza' }).waitFor();
      await expectNoAxeViolations(page, 'account page signed out');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@correo.mx');
      await page.getByLabel('Contraseña', { exact: true }).fill('NoEsMiClave#1');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByText('El correo o la contraseña no son correctos.').waitFor();
      await expectNoAxeViolations(page, 'account page login refused');

      // As from another browser: the policy e-mail links to the account page; the e-mailed
      // password link signs the holder in and leads there, to the policy, paid.
      await browser.clearCookies();
      const accountLink = await linkMailedTo(
        page,
        outbox,
        email,
        /href="([^"]*\/cuenta)"/,
        'policy-issued',
      );
      expect(new URL(accountLink).pathname).toBe('/cuenta');
      await page.goto(`${baseUrl}/cuenta`);
      await page.getByRole('heading', { name: 'Inicia sesión para ver tu póliza' }).waitFor();
      const passwordLink = await linkMailedTo(
        page,
        outbox,
        email,
        /href="[^"]*(\/cuenta\/contrasena\?token=[^"]+)"/,
        'password-link',
      );
      await page.goto(`${baseUrl}${passwordLink}`);
      await page.getByLabel('Contraseña', { exact: true }).fill('Segura#2026x');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByRole('link', { name: 'Ver mis pólizas' }).click();
      await page.waitForURL(/\/cuenta$/);
      await expect(statusOf(page, policyNumber).textContent()).resolves.toContain('Pagada');
      await page.close();
    },
  );
});
