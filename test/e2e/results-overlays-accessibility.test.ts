import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AreaKey as StringKey } from '../../src/web/strings/catalogue';
import { expectNoAxeViolations } from './support/axe';
import {
  catalogues,
  matrixPagesForSuite,
  pairwiseMatrix,
  frontMatrixPage,
} from './support/a11y-session';
import { openSavedQuoteInSession } from './support/saved-quote';

/**
 * The accessibility statement's claims for what opens over the results page: the quote's
 * detail, the help panel, the comparison, and the save-quote and promo-code modals with their
 * errors showing have no axe violation (WCAG 2.0/2.1/2.2 A and AA). results-content and
 * promo-save check them in Spanish on the own brand; this walks viewport, brand and language
 * pairwise.
 */
const baseUrl = inject('baseUrl');

const suite = matrixPagesForSuite();

type Dialog = ReturnType<Page['getByRole']>;

/** Opens a dialog with `open`, checks it with axe, closes it with Escape. */
async function expectAccessibleDialog(
  page: Page,
  where: string,
  open: () => Promise<void>,
  dialogName: string | RegExp,
  whileOpen: (dialog: Dialog) => Promise<void> = async () => {},
) {
  await open();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await whileOpen(dialog);
  await expectNoAxeViolations(page, where);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Types a refused value into the dialog's field and sends it: the field shows its error. */
const refused = (label: string, value: string, submit: string) => async (dialog: Dialog) => {
  await dialog.getByRole('textbox', { name: label }).fill(value);
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.locator('[aria-invalid="true"]').waitFor();
};

describe.each(pairwiseMatrix)(
  'results overlays on $viewport.name, brand $partnerCode, in $locale',
  ({ viewport, partnerCode, locale }) => {
    it(
      'detail, help, comparison, save and promo with errors: axe',
      { timeout: 240_000 },
      async () => {
        const t = (key: StringKey) => catalogues[locale][key];
        const where = (overlay: string) => `${viewport.name} ${partnerCode} ${locale} ${overlay}`;
        const page = await frontMatrixPage(suite.pages, viewport.name);
        await openSavedQuoteInSession(page, baseUrl, { partnerCode, locale });
        const hdi = page.getByRole('article', { name: 'HDI Seguros' }).first();

        await expectAccessibleDialog(
          page,
          where('detail'),
          () => hdi.getByRole('button', { name: t('quoteCard.detail') }).click(),
          /^HDI Seguros · /,
        );
        await expectAccessibleDialog(
          page,
          where('help'),
          () => page.getByRole('button', { name: t('resultsContent.help') }).click(),
          t('resultsContent.help'),
        );
        for (const insurer of ['HDI Seguros', 'Mapfre'])
          await page
            .getByRole('checkbox', { name: `${t('quoteCard.compare')} ${insurer}` })
            .check();
        await expectAccessibleDialog(
          page,
          where('comparison'),
          () =>
            page
              .getByRole('button', {
                name: t('resultsContent.compareOpen').replace('{count}', '2'),
              })
              .click(),
          t('resultsContent.compareTitle'),
        );
        await expectAccessibleDialog(
          page,
          where('save quote with its error'),
          () => page.getByRole('button', { name: t('quoteSharing.saveOpen') }).click(),
          t('quoteSharing.saveTitle'),
          refused(t('quoteSharing.emailLabel'), 'ana@correo', t('quoteSharing.saveSubmit')),
        );
        await expectAccessibleDialog(
          page,
          where('promo code with its error'),
          () => page.getByRole('button', { name: t('quoteSharing.promoOpen') }).click(),
          t('quoteSharing.promoTitle'),
          refused(t('quoteSharing.promoLabel'), 'NO-EXISTE', t('quoteSharing.promoApply')),
        );
      },
    );
  },
);
