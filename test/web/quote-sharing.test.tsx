import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { promo } from '../../machines/qa/samples/session.samples';
import { renderResults } from './support/render-results';

const promoService = fromPromise<typeof promo, { promoCode: string }>(async ({ input }) => {
  if (input.promoCode !== 'BIENVENIDA10') throw new Error('Promocode Invalido');
  return { ...promo, partnerCode: null, code: 'BIENVENIDA10', discountPercent: 10 };
});

describe('the discount modal', () => {
  it("refuses an unknown code with 'Promocode Invalido', then applies a good one and re-quotes with it", async () => {
    const user = userEvent.setup();
    const { round } = await renderResults({ sessionOverrides: { loadPromoData: promoService } });
    await vi.waitFor(() => expect(round.rounds).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Tengo un código de descuento' }));
    const modal = await screen.findByRole('dialog', { name: 'Código de descuento' });
    const code = within(modal).getByRole('textbox', { name: 'Código promocional' });

    await user.type(code, 'NO-EXISTE');
    await user.click(within(modal).getByRole('button', { name: 'Aplicar código' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('Promocode Invalido'));
    expect(code).toBeInvalid();
    expect(round.rounds).toHaveLength(1);

    await user.clear(code);
    await user.type(code, 'BIENVENIDA10');
    await user.click(within(modal).getByRole('button', { name: 'Aplicar código' }));
    expect(
      await within(modal).findByText(
        'Código BIENVENIDA10 aplicado: 10 % de descuento en la prima de cada aseguradora. Los precios se están actualizando.',
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(round.rounds).toHaveLength(2));
    expect(round.rounds[1]?.body).toMatchObject({ promoCode: 'BIENVENIDA10', postalCode: '06600' });
  });

  it('is not offered to the leads channel, whose quote is locked', async () => {
    const { app } = await renderResults();
    app.actor
      .getSnapshot()
      .children.session!.send({ type: 'session.applyPromo', promoCode: 'AS_LEADS' });
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tengo un código de descuento' })).toBeNull(),
    );
  });
});

describe('the save-quote modal and the PDF', () => {
  it('checks the address, saves the quote on screen and mails its link there', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const mailed: unknown[] = [];
    const { round } = await renderResults({
      sessionOverrides: {
        saveCart: fromPromise(async ({ input }) => {
          saved.push(input);
          return { id: '3f2b8c1e-7d4a-4e6b-9a0c-1b2c3d4e5f60' };
        }),
        sendSavedQuote: fromPromise(async ({ input }) => {
          mailed.push(input);
          return { id: 'mail-1' };
        }),
      },
    });
    const save = screen.getByRole('button', { name: 'Guardar cotización' });
    expect(save).toBeDisabled();
    round.answer('hdi', 9_800);
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const modal = await screen.findByRole('dialog', { name: 'Guardar cotización' });
    const email = within(modal).getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(email, 'ana@correo');
    await user.click(within(modal).getByRole('button', { name: 'Enviar enlace' }));
    expect(email).toHaveAccessibleDescription(
      'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?',
    );
    expect(saved).toEqual([]);

    await user.type(email, '.mx');
    await user.click(within(modal).getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await within(modal).findByText(
        'Guardamos tu cotización y enviamos el enlace a ana@correo.mx.',
      ),
    ).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      store: { modelId: 'm-2019', subbrandId: 'sb-versa' },
      quote: {
        vehicle: { versionId: 'v-8' },
        policy: { package: 0, paymentFrequency: 0 },
        client: { address: { postalCode: '06600' } },
      },
    });
    expect(mailed).toEqual([
      { emailAddress: 'ana@correo.mx', cartId: '3f2b8c1e-7d4a-4e6b-9a0c-1b2c3d4e5f60' },
    ]);
  });

  it('downloads the PDF of the package shown, cheapest first', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const { round, app } = await renderResults({
      sessionOverrides: {
        downloadQuotePdf: fromPromise(async ({ input }) => {
          asked.push(input);
        }),
      },
    });
    round.answer('hdi', 9_800);
    round.answer('mapfre', 9_500);
    const download = screen.getByRole('button', { name: 'Descargar PDF' });
    await vi.waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    const quotes = app.actor.getSnapshot().children.quotation!.getSnapshot().context.quotes;
    const idOf = (code: string) =>
      quotes.find((q) => q.providerCode === code && q.package === 0)?.id;
    await vi.waitFor(() =>
      expect(asked).toEqual([{ quotationIds: [idOf('mapfre'), idOf('hdi')] }]),
    );
  });
});
