import { describe, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { chromiumPageForSuite } from './support/chromium';
import { accountOpenedOnThankYou } from './support/thank-you';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { artifacts, resultsViewports } from './support/viewports';
import { quoteVersaFromHome } from './support/walk-wizard';

const suite = chromiumPageForSuite(resultsViewports.desktop);
const baseUrl = inject('baseUrl');

/** Each step's accessibility and picture, before it is submitted. */
async function checkStep(name: string) {
  await expectNoAxeViolations(suite.page, name);
  await suite.page.screenshot({ path: `${artifacts}/cart-${name}.png` });
}

async function quoteAsIndividual() {
  await quoteVersaFromHome(suite.page, baseUrl);
  await suite.page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
}

describe('the individual purchase in Chromium', () => {
  it(
    'buys an hdi policy from the home suite.page with the sandbox card; the thank-you suite.page opens the account without a password',
    { timeout: 300_000 },
    async () => {
      await quoteAsIndividual();
      await selectHdi(suite.page);
      await buyHdiAsAna(suite.page, `ana.${Date.now()}@correo.mx`, checkStep);

      await suite.page.waitForURL(/\/thank-you/, { timeout: 120_000 });
      await suite.page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();
      await accountOpenedOnThankYou(suite.page);
      await expectNoAxeViolations(suite.page, 'thank-you');
      await suite.page.screenshot({ path: `${artifacts}/thank-you.png`, fullPage: true });

      await suite.page.setViewportSize({ width: 390, height: 844 });
      await suite.page.screenshot({ path: `${artifacts}/thank-you-phone.png`, fullPage: true });
    },
  );
});
