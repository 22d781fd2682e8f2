import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { policyEndDate, todayInMexico } from '../../src/domain/common/dates';
import { insurerCodes, insurers } from '../../src/domain/insurers/insurers';
import { formatNumericDate } from '../../src/domain/site/locale-format';
import { ownPartnerCode } from '../../src/domain/site/partners';
import { mexicanStates } from '../../src/domain/common/states';
import type { AreaKey as StringKey } from '../../src/web/strings/catalogue';
import { e2eBrokerName } from '../support/test-app';
import { catalogues, openMatrixPage, startSession, viewports } from './support/a11y-session';
import {
  companyCartWalk,
  individualCartWalk,
  quoteVersa,
  selectHdi,
  type CartStepWalk,
} from './support/cart-walk';
import { launchBrowser } from './support/chromium';
import { seeResults } from './support/results-page';
import { fillSandboxCard } from './support/walk-cart';

type Viewport = (typeof viewports)[number];

/**
 * A buyer who chose English reads no Spanish from the home page to the thank-you page, on a
 * desktop and on a phone: every wizard step, the results (with 'See details' and its 'Why this
 * price?', the comparison and 'Customise your policy'), every step of the individual cart with
 * its summary (coverages unfolded), the card step, the thank-you page and the mails the purchase
 * sends. Names stay as they are (insurers, states, the colony, version and banks listed, what
 * the buyer typed; docs/behaviour/choices.md); money reads MX$ and dates read month first.
 */
const baseUrl = inject('baseUrl');
const operatorToken = inject('operatorToken');
const t = (key: StringKey) => catalogues.en[key];

/**
 * Words and signs an untranslated Spanish text betrays itself by; none is an English word
 * ('Total', 'Mapfre', 'RFC' are both, so they are not here).
 */
const spanishWords = [
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'en',
  'para',
  'por',
  'con',
  'tu',
  'tus',
  'su',
  'que',
  'sin',
  'precio',
  'cobertura',
  'coberturas',
  'deducible',
  'pagar',
  'pago',
  'año',
  'años',
  'siguiente',
  'atrás',
  'continuar',
  'anual',
  'mensual',
  'póliza',
  'vigencia',
  'prima',
  'suma',
  'asegurada',
  'daños',
  'robo',
  'responsabilidad',
  'gastos',
  'asistencia',
  'defensa',
  'cotiza',
  'cotización',
  'aseguradora',
  'aseguradoras',
  'paquete',
  'datos',
  'tarjeta',
  'nombre',
  'correo',
  'teléfono',
  'domicilio',
  'calle',
  'placas',
  'versión',
  'valor',
  'factura',
  'descuento',
  'código',
  'ahorras',
  'detalle',
  'seleccionar',
  'comparar',
  'personaliza',
  'inválido',
  'invalido',
  'listo',
  'gracias',
  'ayuda',
  'cerrar',
  'fecha',
  'mujer',
  'hombre',
  'número',
  'recargo',
  'derecho',
  'IVA',
  'amparada',
  'incluida',
  'comercial',
  'contado',
  'semestral',
  'trimestral',
  'amplia',
  'limitada',
  'zona',
  'edad',
  'conductor',
  'conductora',
  'antigüedad',
  'índice',
  'persona',
  'moral',
  'vehículo',
  'auto',
];
const spanish = new RegExp(`(?<![\\p{L}\\d])(${spanishWords.join('|')})(?![\\p{L}\\d])|[¿¡]`, 'iu');

/**
 * Names that are the same in any language: the insurers, the states, the broker the test server
 * is configured with; the partners' portal, a Spanish-only site, keeps its own name beside the
 * English one (docs/behaviour/choices.md).
 */
const names = new Set<string>([
  ...insurerCodes.map((code) => insurers[code].displayName),
  ...mexicanStates.map((state) => state.name),
  e2eBrokerName,
  'Portal de socios',
]);

/** The visible text of the page's main and of every open dialog. */
const visibleText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main, [role=dialog]')]
      .map((element) => element.innerText)
      .join('\n'),
  );

/** What the buyer picked from lists on this page (a colony, a version) and the banks: names too. */
const pickedNames = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLOptionElement>(
        'main select option:checked, main select[id$="-bank"] option',
      ),
    ]
      .map((option) => option.text)
      .filter(Boolean),
  );

/** The lines of `text` that still read Spanish once the names are taken out. */
function spanishLines(text: string): string[] {
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      const withoutNames = longestFirst.reduce((rest, name) => rest.replaceAll(name, ' '), line);
      return spanish.test(withoutNames);
    });
}

/** Money as en-US writes pesos; no numeric date in the day-first order. */
function expectEnglishFormats(text: string, where: string) {
  expect(text.match(/(?<!MX)\$\s?\d/g), `${where}: pesos written as MX$`).toBeNull();
  expect(
    text.match(/\b(1[3-9]|2\d|3[01])\/(0?\d|1[0-2])\/\d{4}\b/g),
    `${where}: dates month first`,
  ).toBeNull();
}

async function expectEnglish(page: Page, where: string) {
  for (const name of await pickedNames(page)) names.add(name);
  const text = await visibleText(page);
  expect(spanishLines(text), `${where} reads Spanish`).toEqual([]);
  expectEnglishFormats(text, where);
  return text;
}

let browser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The purchase summary: the desktop's side panel, or the phone's modal opened by its button. */
async function openSummary(page: Page, viewport: Viewport) {
  if (viewport.name === 'desktop')
    return page.getByRole('complementary', { name: t('summary.panelTitle') });
  await page.getByRole('button', { name: new RegExp(`^${t('summary.open')}: `) }).click();
  const modal = page.getByRole('dialog', { name: t('summary.modalTitle') });
  await modal.waitFor();
  return modal;
}

/** The results page and what opens over it, each read in English. */
async function resultsInEnglish(page: Page) {
  await seeResults(page);
  const results = await expectEnglish(page, 'results');
  expect(results).toMatch(/MX\$\d{1,3}(,\d{3})*\.\d{2}/);

  const hdi = page.getByRole('article', { name: 'HDI Seguros' }).first();
  await hdi.getByRole('button', { name: t('quoteCard.detail') }).click();
  const detail = page.getByRole('dialog', { name: /^HDI Seguros · / });
  await detail.getByRole('heading', { name: t('quoteCard.whyThisPrice') }).waitFor();
  await detail.getByRole('rowheader', { name: t('quoteCard.basePremium') }).waitFor();
  const why = await expectEnglish(page, 'See details');
  // The rating's steps, worded in English (CDMX, a 2020 Versa).
  expect(why).toContain('Zone: Ciudad de México');
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'hidden' });

  for (const insurer of ['HDI Seguros', 'Mapfre'])
    await page.getByRole('checkbox', { name: `${t('quoteCard.compare')} ${insurer}` }).check();
  await page
    .getByRole('button', { name: t('resultsContent.compareOpen').replace('{count}', '2') })
    .click();
  const comparison = page.getByRole('dialog', { name: t('resultsContent.compareTitle') });
  await comparison.waitFor();
  await expectEnglish(page, 'comparison');
  await page.keyboard.press('Escape');
  await comparison.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: t('customise.title') }).click();
  const customise = page.getByRole('dialog', { name: t('customise.title') });
  await customise.waitFor();
  await expectEnglish(page, 'customise');
  await customise.getByRole('button', { name: t('results.close') }).click();
  await customise.waitFor({ state: 'hidden' });

  // The two results dialogs that answer with a message of the rules, refused.
  for (const [open, title, label, value, send] of [
    ['saveOpen', 'saveTitle', 'emailLabel', 'ana@correo', 'saveSubmit'],
    ['promoOpen', 'promoTitle', 'promoLabel', 'NO-EXISTE', 'promoApply'],
  ] as const) {
    await page.getByRole('button', { name: t(`quoteSharing.${open}`) }).click();
    const dialog = page.getByRole('dialog', { name: t(`quoteSharing.${title}`) });
    await dialog.getByRole('textbox', { name: t(`quoteSharing.${label}`) }).fill(value);
    await dialog.getByRole('button', { name: t(`quoteSharing.${send}`) }).click();
    await dialog.locator('[aria-invalid="true"]').waitFor();
    await expectEnglish(page, `${title} refused`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** What the buyer typed on this step: it stays as typed, a name too. */
const typedValues = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('main form input:not([type=radio])')]
      .map((input) => input.value)
      .filter((value) => value && value !== 'on'),
  );

/**
 * HDI's cart from its first step to the thank-you page, each step read in English, the card
 * step with the summary's coverages unfolded, up to the thank-you page's `thankYou` heading;
 * gives back the e-mail the buyer gave.
 */
async function cartInEnglish(
  page: Page,
  walk: CartStepWalk[],
  viewport: Viewport,
  thankYou = t('thankYou.ready'),
) {
  await selectHdi(page, t);
  const submit = page.locator('main form button[type=submit]');
  let email = '';
  for (const { step, answer } of walk.filter(({ step }) => step !== 'payment')) {
    await page.getByRole('heading', { name: t(`cart.step.${step}` as StringKey) }).waitFor();
    await answer(page);
    for (const value of await typedValues(page)) names.add(value);
    if (step === 'contact') email = await page.locator('#cart-contact-email').inputValue();
    await expectEnglish(page, `cart step ${step}`);
    await submit.click();
  }
  await page.getByRole('heading', { name: t('cart.step.payment') }).waitFor();
  await fillSandboxCard(page, undefined, t);
  const summary = await openSummary(page, viewport);
  await summary.getByRole('button', { name: t('summary.showDetails') }).click();
  await summary.getByText(t('quoteCard.cover.rcThird'), { exact: true }).waitFor();
  const card = await expectEnglish(page, 'card step');
  expect(card).toMatch(/MX\$\d{1,3}(,\d{3})*\.\d{2}/);
  // The summary's end date, a year from today, month first.
  expect(card).toContain(formatNumericDate('en', policyEndDate(todayInMexico(), 1)));
  if (viewport.name === 'phone') {
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'hidden' });
  }
  await submit.click();

  await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
  await page.getByRole('heading', { level: 1, name: thankYou }).waitFor();
  await expectEnglish(page, 'thank-you');
  return email;
}

/** A fresh English session's home page, then the wizard's steps for this buyer, each read. */
async function quoteInEnglish(page: Page, buyer: 'individual' | 'company') {
  await startSession(page, baseUrl, ownPartnerCode, 'en');
  await expectEnglish(page, 'home');
  await quoteVersa(page, t, buyer, async (step) => {
    await expectEnglish(page, `wizard ${step}`);
  });
}

describe.each(viewports)('the whole purchase in English on $name', (viewport) => {
  it('a person: no Spanish outside names, money and dates in English, mails too', async () => {
    const page = await openMatrixPage(browser, viewport);
    await quoteInEnglish(page, 'individual');
    await resultsInEnglish(page);
    const email = await cartInEnglish(page, individualCartWalk, viewport);
    await expectEnglishMails(page, email);
    await page.close();
  }, 420_000);
});

describe('a company buys in English', () => {
  it('no Spanish in the company cart either', async () => {
    const page = await openMatrixPage(browser, viewports[0]);
    await quoteInEnglish(page, 'company');
    await seeResults(page);
    // A company's thank-you heading names the insurer it is insured with.
    const insured = t('thankYou.companyInsured').replace('{insurer}', 'HDI Seguros');
    const email = await cartInEnglish(page, companyCartWalk, viewports[0], insured);
    await expectEnglishMails(page, email);
    await page.close();
  }, 420_000);
});

/** Every mail the purchase sent to the buyer, read in the operators' outbox. */
async function expectEnglishMails(page: Page, buyerEmail: string) {
  const headers = { authorization: `Bearer ${operatorToken}` };
  const list = await (await page.request.get(`${baseUrl}/dev/outbox`, { headers })).text();
  const rows = list.split('<tr').filter((row) => row.includes(buyerEmail));
  expect(rows.length, 'mails to the buyer').toBeGreaterThan(0);
  for (const row of rows) {
    const subject = row.match(/">([^<]*)<\/a>/)?.[1] ?? '';
    expect(spanishLines(subject), `a mail's subject reads Spanish`).toEqual([]);
    const id = row.match(/\/dev\/outbox\/([\da-f-]{36})/)?.[1];
    const mail = await (await page.request.get(`${baseUrl}/dev/outbox/${id}`, { headers })).text();
    const text = mail
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&[a-z]+;/g, ' ');
    expect(spanishLines(text), `mail ${id} reads Spanish`).toEqual([]);
    expectEnglishFormats(text, `mail ${id}`);
  }
}
