import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { AnyActorRef } from 'xstate';
import type * as UseFlow from '../../src/web/flow-hooks/use-flow';
import { QuoteWizardView } from '../../src/web/wizard/quote-wizard-view';
import { startWizard } from '../machines/quote-wizard/start-wizard';

/** The view reads the wizard actor from the flows; here it is the wizard on fake actors. */
let current: AnyActorRef | undefined;
vi.mock('../../src/web/flow-hooks/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: () => current,
  useAlwaysRunningFlow: () => current,
}));

afterEach(() => {
  current?.stop();
  current = undefined;
});

const vehicleSearch = () =>
  screen.getByRole<HTMLInputElement>('combobox', { name: 'Marca y modelo de tu auto' });

function renderWizard() {
  const wizard = startWizard();
  current = wizard.actor;
  render(
    <MantineProvider env="test">
      <QuoteWizardView />
    </MantineProvider>,
  );
  return wizard;
}

describe('the vehicle search', () => {
  it('shows its suggestions under the same field the visitor types in, never another one', async () => {
    renderWizard();
    const field = vehicleSearch();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('placeholder', 'Ej. Nissan Versa');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.type(field, 'versa');
    const list = await screen.findByRole('listbox', { name: 'Marca y modelo de tu auto' });
    expect(vehicleSearch()).toBe(field);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('versa');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('option', { name: 'Nissan Versa' })).toBeInTheDocument();
  });

  it('is worked by keyboard: the arrows move through the list, Escape closes it, Enter picks', async () => {
    const wizard = renderWizard();
    const user = userEvent.setup();
    const field = vehicleSearch();
    await user.type(field, 'versa');
    const versa = await screen.findByRole('option', { name: 'Nissan Versa' });

    await user.keyboard('{ArrowDown}');
    expect(versa).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', versa.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Nissan Versa' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Nissan Versa');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(wizard.actor.getSnapshot().context.fields.subbrandId).not.toBe('');
  });

  it('picks a suggestion on a click, the focus staying in the field', async () => {
    const wizard = renderWizard();
    const user = userEvent.setup();
    const field = vehicleSearch();
    await user.type(field, 'versa');
    await user.click(await screen.findByRole('option', { name: 'Nissan Versa' }));
    expect(field).toHaveValue('Nissan Versa');
    expect(field).toHaveFocus();
    expect(wizard.actor.getSnapshot().context.fields.subbrandId).not.toBe('');
  });
});
