import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AnyActorRef } from 'xstate';
import type * as UseFlow from '../../src/web/flow-hooks/use-flow';
import { messages } from '../../src/domain/validation/messages';
import { CompanyCartView } from '../../src/web/cart/company-cart-view';
import {
  companyValues,
  fillCompanyUntil,
  startCompanyCart,
} from '../machines/company-cart.support';

/** The view reads the cart from the app's flows; here it is the company cart on fake actors. */
let current: AnyActorRef | undefined;
vi.mock('../../src/web/flow-hooks/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: (id: string) => (id === 'companyCart' ? current : undefined),
}));

function renderCart(cart = startCompanyCart()) {
  current = cart.actor;
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/emit-cart']}>
        <CompanyCartView />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { ...cart, user: userEvent.setup() };
}

afterEach(() => {
  current?.stop();
  current = undefined;
});

describe('company cart view', () => {
  it('asks the razón social, then offers the RFC generated from it, editable', async () => {
    const { user, actor } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveAccessibleDescription(
      messages.companyName,
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Razón social' }),
      companyValues.companyName.companyName,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('rfc'));
    const rfc = screen.getByRole('textbox', { name: 'RFC' });
    expect(rfc).toHaveValue(actor.getSnapshot().context.steps.rfc?.rfc);
    expect((rfc as HTMLInputElement).value).toMatch(/^TAN/);
    expect(rfc).toBeEnabled();
  });

  it('asks the privacy notice with the serial numbers, whose engine number takes spaces', async () => {
    const cart = startCompanyCart();
    await fillCompanyUntil(cart.actor, 'serialNumbers');
    renderCart(cart);
    expect(screen.getByRole('heading', { name: 'Número de serie y de motor' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /aviso de privacidad/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /REPUVE/ })).toBeInTheDocument();
  });

  it('asks the privacy notice and the terms with the plates, as the step’s schema requires', async () => {
    const cart = startCompanyCart();
    await fillCompanyUntil(cart.actor, 'plates');
    const { user, actor } = renderCart(cart);
    await user.click(screen.getByRole('checkbox', { name: 'Mi auto no tiene placas' }));
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(actor.getSnapshot().value).not.toBe('plates'));
  });
});
