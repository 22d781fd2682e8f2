import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderResults } from './support/render-results';

describe('the quotation bar', () => {
  it('shows what was quoted, the entry trim chosen, and re-quotes a version or payment change', async () => {
    const user = userEvent.setup();
    const { round } = await renderResults({ withoutVersion: true });
    const bar = await screen.findByRole('region', { name: 'Tu cotización' });
    expect(within(bar).getByText('NISSAN VERSA')).toBeInTheDocument();
    expect(within(bar).getByText('2019')).toBeInTheDocument();
    expect(within(bar).getByText('06600')).toBeInTheDocument();
    await vi.waitFor(() => expect(round.rounds).toHaveLength(1));
    expect(round.rounds[0]?.body.versionId).toBe('v-7');
    expect(within(bar).getByRole('combobox', { name: 'Versión' })).toHaveDisplayValue(
      'SENSE 1.6 MT',
    );
    expect(within(bar).getByRole('combobox', { name: 'Paquete' })).toHaveDisplayValue('Amplia');
    expect(screen.getByText(/hasta 12 meses sin intereses/)).toBeInTheDocument();

    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Forma de pago' }),
      'Mensual',
    );
    await vi.waitFor(() => expect(round.rounds).toHaveLength(2));
    expect(round.rounds[1]?.body).toMatchObject({ paymentFrequency: 3, versionId: 'v-7' });
    expect(screen.getByText('Actualizando precio…')).toBeInTheDocument();
    expect(screen.queryByText(/hasta 12 meses sin intereses/)).toBeNull();
    round.answer('hdi', 12_000, { payments: 12, firstPayment: 1_500, nextPayments: 950 });
    const hdi = await screen.findByRole('article', { name: 'HDI Seguros' });
    expect(within(hdi).getByText(/Primer pago: \$1,500\.00/)).toBeInTheDocument();
    expect(within(hdi).getByText(/Pagos subsecuentes: 11 × \$950\.00/)).toBeInTheDocument();

    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Versión' }),
      'ADVANCE 1.6 CVT',
    );
    await vi.waitFor(() => expect(round.rounds).toHaveLength(3));
    expect(round.rounds[2]?.body).toMatchObject({ versionId: 'v-8', paymentFrequency: 3 });
  });

  it('opens the edit-quote modal, shows the edit messages and re-quotes on confirm', async () => {
    const user = userEvent.setup();
    const { round } = await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Editar código postal' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar cotización' });
    const postalCode = within(modal).getByRole('textbox', { name: 'Código postal' });
    expect(postalCode).toHaveValue('06600');
    expect(within(modal).getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue(
      '20/05/1990',
    );
    expect(within(modal).getByRole('radio', { name: 'Mujer' })).toBeChecked();
    await user.clear(postalCode);
    await user.clear(within(modal).getByRole('textbox', { name: 'Fecha de nacimiento' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    expect(await within(modal).findByText('El código postal es requerido')).toBeInTheDocument();
    expect(within(modal).getByText('No has ingresado una fecha válida')).toBeInTheDocument();

    await user.type(postalCode, '44100');
    await user.click(within(modal).getByRole('radio', { name: 'Empresa' }));
    await user.type(
      within(modal).getByRole('textbox', { name: 'Fecha de constitución' }),
      '01/06/2020',
    );
    await user.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(round.rounds).toHaveLength(2));
    expect(round.rounds[1]?.body).toMatchObject({
      postalCode: '44100',
      personType: 'legal',
      gender: 'company',
      birthdate: '2020-06-01',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is locked for the leads channel (AS_LEADS)', async () => {
    await renderResults({ locked: true });
    const bar = await screen.findByRole('region', { name: 'Tu cotización' });
    expect(within(bar).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(within(bar).getByText('Esta cotización no se puede modificar.')).toBeInTheDocument();
    expect(within(bar).getByRole('combobox', { name: 'Forma de pago' })).toBeDisabled();
  });
});
