import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AnyActorRef } from 'xstate';
import type * as UseFlow from '../../src/web/machines/use-flow';
import { QuoteWizardView } from '../../src/web/wizard/quote-wizard-view';
import { startWizard } from '../machines/quote-wizard/start-wizard';

/** The view reads the wizard actor from the flows; here it is the wizard on fake actors. */
let current: AnyActorRef | undefined;
vi.mock('../../src/web/machines/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: () => current,
}));

afterEach(() => {
  current?.stop();
  current = undefined;
});

/** The Mantine style classes (m_…) of an element. */
const stylesOf = (element: Element | null) =>
  [...(element?.classList ?? [])].filter((name) => name.startsWith('m_'));

const vehicleSearch = () =>
  screen.getByRole<HTMLInputElement>('combobox', { name: 'Marca y modelo de tu auto' });

describe('vehicle step before its list arrives', () => {
  it('reads as the closed autocomplete, and what is typed there stays, with the caret, once the list arrives', async () => {
    current = startWizard().actor;
    render(
      <MantineProvider env="test">
        <QuoteWizardView />
      </MantineProvider>,
    );
    const plain = vehicleSearch();
    const plainRoot = plain.closest('[class*="-root"]');
    expect(plain).toHaveAttribute('aria-haspopup', 'listbox');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).toHaveAttribute('autocomplete', 'off');
    expect(plain).toHaveAttribute('placeholder', 'Ej. Nissan Versa');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // The visitor is quicker than the list's code: they type in the plain input.
    plain.focus();
    fireEvent.change(plain, { target: { value: 'versa' } });
    plain.setSelectionRange(2, 2);

    await screen.findByRole('option', { name: 'Nissan Versa' });
    const autocomplete = vehicleSearch();
    expect(autocomplete).not.toBe(plain);
    expect(autocomplete).toHaveValue('versa');
    expect(autocomplete).toHaveFocus();
    expect(autocomplete).toHaveProperty('selectionStart', 2);
    expect(autocomplete).toHaveAttribute('aria-expanded', 'true');
    // Drawn alike: the same Mantine styles on the field and its label (the static names differ).
    expect(stylesOf(autocomplete)).toEqual(stylesOf(plain));
    expect(stylesOf(autocomplete.closest('[class*="-root"]'))).toEqual(stylesOf(plainRoot));
  });
});
