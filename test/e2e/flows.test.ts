import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { axeViolations } from './support/axe';
import { artifacts, resultsViewports } from './support/viewports';
import { machineRegistry } from '../../machines/registry';

/** Whether the element `selector` finds in a frame (its drawing by default) is inside it entirely. */
function fitsInside(frame: HTMLElement | SVGElement, selector = 'svg'): boolean {
  const outer = frame.getBoundingClientRect();
  const drawn = frame.querySelector(selector)!.getBoundingClientRect();
  return (
    drawn.left >= outer.left - 1 &&
    drawn.right <= outer.right + 1 &&
    drawn.top >= outer.top - 1 &&
    drawn.bottom <= outer.bottom + 1
  );
}

let browser: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

describe('/flows in Chromium', () => {
  it(
    'draws every registered machine as an SVG diagram, with no axe violations',
    { timeout: 120_000 },
    async () => {
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      for (const entry of machineRegistry) {
        const diagram = page.locator(`[data-machine="${entry.name}"] svg`);
        await diagram.waitFor({ state: 'visible', timeout: 45_000 });
        // Polled: a diagram too large to read whole is drawn again as its overview.
        await expect
          .poll(() => diagram.locator('g.node, g[id*="state"]').count(), { timeout: 45_000 })
          .toBeGreaterThan(0);
      }
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}/flows.png`, fullPage: true });
      await expect(
        axeViolations(page, 'flows', { exclude: '[data-machine] svg' }),
      ).resolves.toEqual([]);
    },
  );

  it('highlights the live state and moves it when QA sends an event from the inspector', async () => {
    const state = page.getByTestId('state-quoteWizard');
    await expect(state.textContent()).resolves.toContain('"idle"');
    const inspector = page.getByRole('region', { name: 'Inspector: quoteWizard' });
    await inspector.getByLabel('Datos del evento (JSON)').fill('{"text":"V"}');
    const search = page.getByRole('button', { name: 'Enviar wizard.search' });
    await search.focus();
    await page.keyboard.press('Enter');
    const diagram = page.locator('[data-machine="quoteWizard"] svg');
    await expect(diagram.locator('.active').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Enviar wizard.next' }).click();
    await expect(page.getByText('wizard.next', { exact: true }).count()).resolves.toBeGreaterThan(
      0,
    );
  });

  it('checks a payload against its event before sending it, and the app keeps running', async () => {
    const inspector = page.getByRole('region', { name: 'Inspector: quoteWizard' });
    const payload = inspector.getByLabel('Datos del evento (JSON)');
    await inspector.getByRole('button', { name: 'Plantilla wizard.setEditingLock' }).click();
    await expect(payload.inputValue()).resolves.toContain('"locked": false');
    const before = await page.getByTestId('state-quoteWizard').textContent();
    await payload.fill('{"locked":"sí"}');
    await inspector.getByRole('button', { name: 'Enviar wizard.setEditingLock' }).click();
    await expect(
      inspector
        .getByText(/El flujo no acepta estos datos; no se envió nada\. locked: .*boolean/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(payload.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('state-quoteWizard').textContent()).resolves.toBe(before);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
  });

  it.each([
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ])(
    'on $name, opens every diagram readable in its frame, in plain words, with no sideways scroll',
    { timeout: 180_000 },
    async ({ width, height }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      for (const entry of machineRegistry) {
        await page
          .locator(`[data-machine="${entry.name}"] svg`)
          .waitFor({ state: 'visible', timeout: 45_000 });
      }
      // The page itself never scrolls sideways: the phone's menu button stays on screen.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      const views = await page.$$eval('[data-machine]', (frames) =>
        frames.map((frame) => {
          const drawing = frame.querySelector('svg')!;
          const scale = drawing.getBoundingClientRect().width / drawing.viewBox.baseVal.width;
          const labels = [...drawing.querySelectorAll('.nodeLabel, .edgeLabel, text')];
          const sizes = labels.map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
          const outer = frame.getBoundingClientRect();
          const drawn = drawing.getBoundingClientRect();
          return {
            name: (frame as HTMLElement).dataset.machine!,
            scale,
            // Read to a hundredth of a pixel: the scale that gives 12 px is a float.
            smallestLabel: Number(Math.min(...sizes).toFixed(2)),
            fits:
              drawn.left >= outer.left - 1 &&
              drawn.right <= outer.right + 1 &&
              drawn.top >= outer.top - 1 &&
              drawn.bottom <= outer.bottom + 1,
            texts: labels.map((label) => label.textContent!.trim()).filter(Boolean),
          };
        }),
      );
      console.log(views.map(({ name, scale, fits }) => ({ name, scale, fits })));
      for (const view of views) {
        expect(view.smallestLabel, view.name).toBeGreaterThanOrEqual(12);
        // Whole in its frame: the machine, or its overview when the machine is too large.
        expect(view.fits, view.name).toBe(true);
        // Every label: no event type, camelCase guard or dotted state path from the code.
        const codeLike = view.texts.filter((text) =>
          [/\b[a-z]+[A-Z]\w*/, /\b[a-z]\w*\.[a-z]\w*/i, /\w_\w/, /xstate/].some((code) =>
            code.test(text),
          ),
        );
        expect(codeLike, view.name).toEqual([]);
      }
      if (width > 1000) expect(views.find((view) => view.name === 'setPassword')!.fits).toBe(true);
      // The app's drawing says which page follows which: the purchase ends on the thank-you page.
      const app = views.find((view) => view.name === 'app')!.texts.join(' ');
      expect(app.replace(/\s+/g, ' ')).toContain('→ Abre la página de gracias');

      // The cart opens on its overview; the reader opens a closed step by keyboard, then all.
      const cart = page.locator('section[aria-labelledby="flow-individualCart"]');
      await expect(
        cart.getByText('Resumen: los pasos cerrados tienen pasos dentro.').count(),
      ).resolves.toBe(1);
      const open = cart.getByRole('button', { name: /^Abrir: / }).first();
      await open.focus();
      await page.keyboard.press('Enter');
      await cart.getByRole('button', { name: 'Subir un nivel' }).waitFor();
      const frame = page.locator('[data-machine="individualCart"]');
      await frame.locator('svg g.node').first().waitFor();
      await expect.poll(() => frame.evaluate(fitsInside)).toBe(true);
      await cart.getByRole('button', { name: 'Ver el diagrama completo' }).click();
      const guarded = frame.getByText(
        'Automático [la aseguradora no es HDI (solo HDI pide RFC) y el comprador va hacia atrás]',
      );
      await guarded.waitFor();
      await expect(guarded.count()).resolves.toBe(1);
      const scale = async () => Number(await frame.getAttribute('data-zoom'));
      // Too large to read whole, it opens readable on its first state (the start marker).
      await expect.poll(scale).toBe(0.75);
      await expect
        .poll(() => frame.evaluate(fitsInside, 'g.node[id*="-state-root_start-"]'))
        .toBe(true);
      const opened = await scale();
      const zoom = page.getByRole('group', { name: 'Zoom del diagrama: individualCart' });
      await zoom.getByRole('button', { name: 'Acercar' }).click();
      await expect.poll(scale).toBeGreaterThan(opened * 1.2);
      // By keyboard: − shrinks, 0 fits the whole drawing to the frame, an arrow moves it.
      await frame.focus();
      await page.keyboard.press('-');
      await expect.poll(scale).toBeLessThan(opened * 1.2);
      await page.keyboard.press('0');
      await expect.poll(() => frame.evaluate(fitsInside)).toBe(true);
      const position = () =>
        frame.locator('svg').evaluate((svg) => svg.getBoundingClientRect().left);
      const before = await position();
      await page.keyboard.press('ArrowRight');
      await expect.poll(position).toBeLessThan(before);
      // By mouse: the wheel zooms, a drag moves.
      await frame.scrollIntoViewIfNeeded();
      const box = (await frame.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const wheeled = await scale();
      await page.mouse.wheel(0, -300);
      await expect.poll(scale).toBeGreaterThan(wheeled);
      const dragged = await position();
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect.poll(position).toBeGreaterThan(dragged + 40);
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}/flows-${width}.png` });
    },
  );

  // On a phone only: its frame is the smaller one to bring the state into, and the frames at
  // both sizes are checked above; at both sizes this took half a minute of the browser tests.
  it(
    "on a phone, drives the individual cart to a path's state, highlighted live, and copies the path as a test",
    { timeout: 120_000 },
    async () => {
      const { width, height } = resultsViewports.phone;
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: 'Caminos para QA: individualCart' });
      await section.getByRole('button', { name: 'Mostrar los caminos de individualCart' }).click();
      const reached = 'emission.retryAvailable';
      const path = section.getByRole('listitem').filter({ hasText: reached });
      // Its event sequence is listed (once the paths' tooling has loaded): the steps, the
      // emission's answer, the wait before retrying.
      await expect
        .poll(() =>
          path
            .getByText(
              /cart\.submitStep → .*xstate\.done\.actor\.emitPolicy → xstate\.after\.emissionErrorWait/,
            )
            .count(),
        )
        .toBe(1);

      await path.getByRole('button', { name: `Ir a este estado: ${reached}` }).click();
      // The cart is inspectable: its inspector shows the state reached…
      // The page still draws its diagrams (the main thread is busy): the path plays at its pace.
      await expect
        .poll(() => page.getByTestId('state-individualCart').textContent(), { timeout: 45_000 })
        .toContain('"retryAvailable"');
      await expect(
        section
          .getByRole('status')
          .getByText(`Recorrido de QA con simulaciones, en ${reached}`)
          .count(),
      ).resolves.toBe(1);
      // …and its diagram highlights it.
      const highlighted = page.locator(
        '[data-machine="individualCart"] svg g.active[id*="individualCart_emission_retryAvailable"]',
      );
      await expect.poll(() => highlighted.count()).toBe(1);
      // …moved into its frame, however far from the first state it is drawn.
      const inFrame = () =>
        highlighted.evaluate((state) => {
          const frame = state.closest('[data-machine]')!.getBoundingClientRect();
          const box = state.getBoundingClientRect();
          return (
            box.left >= frame.left &&
            box.right <= frame.right &&
            box.top >= frame.top &&
            box.bottom <= frame.bottom
          );
        });
      await expect.poll(inFrame).toBe(true);
      const inspector = page.getByRole('region', { name: 'Inspector: individualCart' });
      await expect(
        inspector.getByRole('button', { name: 'Enviar cart.retryEmission' }).count(),
      ).resolves.toBe(1);

      await path.getByRole('button', { name: `Copiar como prueba: ${reached}` }).click();
      const test = section.getByLabel(`Prueba de Vitest para ${reached}`);
      const text = await test.inputValue();
      expect(text).toContain(
        "import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';",
      );
      expect(text).toContain('await run.play({"type":"cart.submitStep"');
      expect(text).toContain(
        'expect(run.actor.getSnapshot().value).toEqual({"emission":"retryAvailable"});',
      );

      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}/flows-qa-path-${width}.png` });
      await expect(
        axeViolations(page, `flows qa path ${width}`, { exclude: '[data-machine] svg' }),
      ).resolves.toEqual([]);
    },
  );

  it('describes the states and conditions in the language the visitor chose', async () => {
    await page.goto(`${baseUrl}/flows?lang=en`, { waitUntil: 'networkidle' });
    const glossary = page.getByRole('region', {
      name: 'What each state and condition means: individualCart',
    });
    // Waited for, then counted: the glossary is drawn after the page's scripts run.
    for (const text of [
      'The buyer may retry the emission.',
      'The insurer is not HDI (only HDI asks for the RFC).',
    ]) {
      await glossary.getByText(text).first().waitFor();
      await expect(glossary.getByText(text).count()).resolves.toBe(1);
    }
    await page.goto(`${baseUrl}/flows?lang=es`, { waitUntil: 'networkidle' });
    await page.getByText('El comprador puede reintentar la emisión.').first().waitFor();
  });
});
