import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderResults } from './support/render-results';

const prompt = 'Los cambios hechos podrían perderse. ¿Deseas continuar?';

async function quotedAndOpened() {
  const user = userEvent.setup();
  const rendered = await renderResults({ insurers: ['hdi'] });
  await vi.waitFor(() => expect(rendered.round.rounds).toHaveLength(1));
  rendered.round.answer('hdi', 10_000);
  await screen.findByRole('article', { name: 'HDI Seguros' });
  await user.click(screen.getByRole('button', { name: 'Personaliza tu póliza' }));
  const panel = await screen.findByRole('dialog', { name: 'Personaliza tu póliza' });
  return { ...rendered, user, panel };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  filter: string,
  option: string,
) {
  await user.selectOptions(within(panel).getByRole('combobox', { name: filter }), option);
}

describe("'Personaliza tu póliza'", () => {
  it('shows every filter with its range and initial value, the choice lists and the ten special covers', async () => {
    const { panel } = await quotedAndOpened();
    const initial = {
      'Responsabilidad civil por daños a terceros': '$1,000,000.00',
      'Responsabilidad civil catastrófica': '$2,000,000.00',
      'Deducible por daños materiales': '5 %',
      'Deducible por robo total': '10 %',
      'Gastos médicos a ocupantes': '$200,000.00',
    };
    for (const [label, value] of Object.entries(initial)) {
      expect(within(panel).getByRole('combobox', { name: label })).toHaveDisplayValue(value);
    }
    expect(
      within(panel).getByText('De 0 % a 100 % · valor inicial 5 % · Aplica a: Amplia'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'De $0.00 a $4,000,000.00 · valor inicial $1,000,000.00 · Aplica a: Amplia, Limitada, RC',
      ),
    ).toBeInTheDocument();
    const optionsOf = (filter: string) =>
      within(within(panel).getByRole('combobox', { name: filter }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('Deducible por daños materiales')).toEqual(['3 %', '4 %', '5 %', '10 %']);
    expect(optionsOf('Responsabilidad civil catastrófica')).toEqual([
      '$1,000,000.00',
      '$1,500,000.00',
      '$2,000,000.00',
      '$2,500,000.00',
      '$3,000,000.00',
      '$3,500,000.00',
      '$4,000,000.00',
    ]);

    expect(within(panel).getByRole('switch', { name: 'Asistencia vial' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Defensa legal' })).toBeChecked();
    const covers = within(
      within(panel).getByRole('group', { name: 'Coberturas especiales' }),
    ).getAllByRole('switch');
    expect(covers).toHaveLength(10);
    covers.forEach((cover) => expect(cover).not.toBeChecked());
    expect(within(panel).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(
      within(panel).getByRole('button', { name: 'Restablecer valores originales' }),
    ).toBeDisabled();
  });

  it('applies the edits: the cards say they are updating until the new prices arrive; reset re-prices with the original values', async () => {
    const { user, panel, round } = await quotedAndOpened();
    await choose(user, panel, 'Deducible por daños materiales', '10 %');
    await user.click(within(panel).getByRole('switch', { name: 'Llantas y rines' }));
    await user.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    await vi.waitFor(() => expect(round.rounds).toHaveLength(2));
    expect(round.rounds[1]?.body.filters).toMatchObject({ deductibleDamage: 10 });
    expect(round.rounds[1]?.body.specialCovers).toMatchObject({ tires: true, windowPanes: false });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const hdi = screen.getByRole('article', { name: 'HDI Seguros' });
    expect(within(hdi).getByText('Actualizando precio…')).toBeInTheDocument();
    expect(hdi).toHaveAttribute('aria-busy', 'true');
    round.answer('hdi', 9_200);
    const repriced = await screen.findByRole('article', { name: 'HDI Seguros', busy: false });
    expect(within(repriced).getByText('$9,200.00')).toBeInTheDocument();
    expect(within(repriced).queryByText('Actualizando precio…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Personaliza tu póliza' }));
    const reopened = await screen.findByRole('dialog', { name: 'Personaliza tu póliza' });
    expect(
      within(reopened).getByRole('combobox', { name: 'Deducible por daños materiales' }),
    ).toHaveDisplayValue('10 %');
    await user.click(
      within(reopened).getByRole('button', { name: 'Restablecer valores originales' }),
    );
    await vi.waitFor(() => expect(round.rounds).toHaveLength(3));
    expect(round.rounds[2]?.body.filters).toMatchObject({ deductibleDamage: 5 });
    expect(round.rounds[2]?.body.specialCovers).toMatchObject({ tires: false });
  });

  it('asks before closing with unapplied edits: Cancelar keeps them, Continuar loses them', async () => {
    const { user, panel, round } = await quotedAndOpened();
    await choose(user, panel, 'Deducible por robo total', '5 %');
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    const question = await screen.findByRole('dialog', { name: prompt });
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: prompt })).toBeNull());
    expect(
      within(panel).getByRole('combobox', { name: 'Deducible por robo total' }),
    ).toHaveDisplayValue('5 %');

    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: prompt })).getByRole('button', {
        name: 'Continuar',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(round.rounds).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Personaliza tu póliza' }));
    const reopened = await screen.findByRole('dialog', { name: 'Personaliza tu póliza' });
    expect(
      within(reopened).getByRole('combobox', { name: 'Deducible por robo total' }),
    ).toHaveDisplayValue('10 %');
  });

  it('closes without asking when nothing was edited', async () => {
    const { user, panel } = await quotedAndOpened();
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(prompt)).toBeNull();
  });
});
