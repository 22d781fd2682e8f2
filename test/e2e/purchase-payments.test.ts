import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { cardDeclineMessages } from '../../src/domain/payment/payment-outcomes';
import { developmentPartnerCredential } from '../../src/server/config';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { ledgerOf } from './support/sandbox-ledger';
import {
  accountOpenedOnThankYou,
  expectPolicyPdfDownloads,
  policyNumberOnThankYou,
} from './support/thank-you';
import { artifacts, itAtSizes, resultsViewports, type ViewportName } from './support/viewports';
import {
  approvingCard,
  slowBankCard,
  declinedCard,
  fillCardFields,
  fillHdiCartAsAna,
  payByCard,
  selectHdi,
} from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';
import { quoteVersaFromHome } from './support/walk-wizard';

/**
 * How the purchase ends, in Chromium, from the home page through the individual hdi cart: a
 * promo code that skips payment, a declined card then a good one, a reload while the policy is
 * requested, and a card whose charge fails after issuance. What the buyer paid is read from the
 * payment sandbox's ledger, not from the page.
 */
const baseUrl = inject('baseUrl');
mkdirSync(artifacts, { recursive: true });

/** The sandbox's published test cards (src/server/payments/test-cards.ts). */
const captureDeclinedCard = '4000000000000341';
/** The seeded promo whose data say skipPayment (src/server/db/seed/promo-codes.ts). */
const promoSkippingPayment = 'EMPRESA-FLOTILLA';
/** Its partner's credential outside production (src/server/config.ts). */
const partnersKiosk = {
  'x-partner-credential': developmentPartnerCredential,
};

const ready = '¡Tu póliza está lista!';
const requestPolicyTitle = '¡Listo! Estuvo muy fácil ¿no?';
const noStepCheck = async () => {};
/** The emission's polls (the first call, with the card, goes to /policy/emit-pay). */
const pollPath = '**/policy/emit';

let browser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The thank-you page's 'Portal de socios' (the footer links there too). */
const partnerPortalButton = (page: Page) =>
  page.locator('main a:not(footer a)', { hasText: 'Portal de socios' });

const lastFours = (entries: { lastFour: string }[]) => entries.map((entry) => entry.lastFour);

/**
 * The size each ending runs at, two at each: what an ending charges and shows does not depend on
 * the width, and every cart step is checked at both sizes (cart-accessibility, keyboard-purchase).
 */
const sizeOf = {
  promo: ['desktop'],
  declined: ['phone'],
  reload: ['desktop'],
  pending: ['phone'],
} as const satisfies Record<string, readonly ViewportName[]>;

describe.each(Object.entries(resultsViewports))('the purchase’s endings on %s', (name, size) => {
  let page: Page;
  const email = (scenario: string) => `${scenario}.${name}.${Date.now()}@correo.mx`;
  const where = (state: string) => `${name} ${state}`;

  /**
   * A fresh buyer (no promo cookie, no stored flows) at the hdi cart's first step: with a promo
   * in the URL through the wizard (a saved quote's link would bring back the saved promo, not
   * the URL's), else from a saved quote's link (support/saved-quote.ts).
   */
  async function openHdiCart(query = '', headers: Record<string, string> = {}) {
    await page?.close();
    await browser.clearCookies();
    page = await browser.newPage();
    await page.setExtraHTTPHeaders(headers);
    await page.setViewportSize(size);
    if (query) await quoteVersaFromHome(page, `${baseUrl}/${query}`);
    else await openSavedQuote(page, baseUrl);
    await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    await selectHdi(page);
  }

  /** The hdi cart filled in as Ana, up to the card step (or the emission, with the promo). */
  async function fillHdiCart(scenario: string, query = '', headers: Record<string, string> = {}) {
    await openHdiCart(query, headers);
    await fillHdiCartAsAna(page, email(scenario), noStepCheck);
  }

  const ending = (scenario: keyof typeof sizeOf, title: string, test: () => Promise<void>) =>
    itAtSizes(sizeOf[scenario], name, title, test);

  /** The hdi cart filled in and paid with `card`. */
  async function buyWith(scenario: string, card: string) {
    await fillHdiCart(scenario);
    await payByCard(page, noStepCheck, card);
  }

  ending(
    'promo',
    'a promo code that skips payment issues the policy without a card, in its partner’s own kiosk',
    async () => {
      // The partner's kiosk sends its credential; the code alone issues nothing free.
      await fillHdiCart('promo', `?promocode=${promoSkippingPayment}`, partnersKiosk);

      // No card step: the serial numbers lead straight to the emission.
      const policyNumber = await policyNumberOnThankYou(page, ready);
      await expect(
        page.getByRole('heading', { name: 'Datos de tu tarjeta' }).count(),
      ).resolves.toBe(0);
      await partnerPortalButton(page).waitFor();
      await expectNoAxeViolations(page, where('thank-you after a promo without payment'));
      expect(await ledgerOf(policyNumber)).toEqual([]);

      await accountOpenedOnThankYou(page);
      await expectPolicyPdfDownloads(page, policyNumber);
    },
  );

  ending(
    'declined',
    'a declined card shows the bank’s refusal; a good card then pays once',
    async () => {
      await buyWith('declined', declinedCard);

      const refusal = page.getByText(cardDeclineMessages.declined).first();
      await refusal.waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page, where('card declined'));
      await page.screenshot({ path: `${artifacts}/payments-declined-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Corregir mis datos' }).click();

      // Back at the card step, the refusal still tells why; the buyer gives another card.
      await page.getByRole('heading', { name: 'Datos de tu tarjeta' }).waitFor();
      await expect(refusal.isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page, where('card step after a refusal'));
      await payByCard(page, noStepCheck, approvingCard);

      const policyNumber = await policyNumberOnThankYou(page, ready);
      const ledger = await ledgerOf(policyNumber);
      expect(ledger.map(({ status, declineReason }) => [status, declineReason])).toEqual([
        ['declined', 'declined'],
        ['captured', null],
      ]);
      expect(lastFours(ledger)).toEqual([declinedCard.slice(-4), approvingCard.slice(-4)]);
    },
  );

  ending(
    'reload',
    'a reload during the policy request charges once and ends on the thank-you page',
    async () => {
      await buyWith('reload', slowBankCard);

      // The insurer is slow: the polls wait (the reloaded page's too) until released.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(pollPath, (route) =>
        // A poll of the page before the reload is gone with it.
        released.then(() => route.continue()).catch(() => undefined),
      );
      const loader = page.getByRole('heading', { name: requestPolicyTitle });
      await loader.waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page, where('request-policy loader'));
      await page.reload();

      // The loader again, not the card step; then the poll hears the policy.
      await loader.waitFor();
      await expect(
        page.getByRole('heading', { name: 'Datos de tu tarjeta' }).count(),
      ).resolves.toBe(0);
      release();
      const policyNumber = await policyNumberOnThankYou(page, ready);
      expect((await ledgerOf(policyNumber)).map((entry) => entry.status)).toEqual(['captured']);
    },
  );

  ending(
    'pending',
    'a card whose charge fails after issuance ends on the payment-pending page, where Pagar ahora pays the receipt once',
    async () => {
      await buyWith('pending', captureDeclinedCard);

      const policyNumber = await policyNumberOnThankYou(
        page,
        'Tu póliza está lista y activa, pero tu pago está pendiente',
      );
      await page
        .getByText('Paga ahora con tu tarjeta para que tu póliza no sea cancelada.', {
          exact: false,
        })
        .waitFor();
      // The partner portal is for active, paid policies only.
      await expect(partnerPortalButton(page).count()).resolves.toBe(0);
      await expectNoAxeViolations(page, where('thank-you with payment pending'));
      await page.screenshot({ path: `${artifacts}/payments-pending-${name}.png`, fullPage: true });
      expect((await ledgerOf(policyNumber)).map((entry) => entry.status)).toEqual([
        'capture-declined',
      ]);

      // 'Pagar ahora': a card the bank declines keeps the buyer on the form with its message.
      await page.getByRole('button', { name: 'Pagar ahora' }).click();
      await page.getByRole('heading', { name: 'Paga tu póliza con otra tarjeta' }).waitFor();
      await fillCardFields(page, declinedCard);
      await page.getByRole('button', { name: 'Pagar ahora' }).click();
      await page.getByText(cardDeclineMessages.declined).first().waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page, where('pay-now form after a refusal'));

      // Another card pays the pending receipt: the page shows the policy paid.
      await fillCardFields(page, approvingCard);
      await page.getByRole('button', { name: 'Pagar ahora' }).click();
      await page
        .getByText('Recibimos tu pago: tu póliza está pagada.')
        .waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: ready }).waitFor();
      await expect(
        page.getByText('Tu póliza está lista y activa, pero tu pago está pendiente').count(),
      ).resolves.toBe(0);
      const ledger = await ledgerOf(policyNumber);
      expect(ledger.map(({ status }) => status)).toEqual([
        'capture-declined',
        'declined',
        'captured',
      ]);
      // Exactly one capture, by the card that paid.
      const captures = ledger.filter(({ status }) => status === 'captured');
      expect(lastFours(captures)).toEqual([approvingCard.slice(-4)]);
      expect(captures[0]?.amount).toBe(ledger[0]?.amount);
    },
  );
});
