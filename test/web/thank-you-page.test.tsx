import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { CartOutput } from '../../machines/cart-shared/cart.types';
import { ThankYouPage } from '../../src/web/thank-you/thank-you-page';

/** The page reads the policy the app machine stored when the cart ended. */
let issuedPolicy: CartOutput | undefined;
vi.mock('../../src/web/machines/use-app', () => ({
  useApp: (selector: (snapshot: unknown) => unknown) => selector({ context: { issuedPolicy } }),
}));

function renderPage(policy: CartOutput | undefined) {
  issuedPolicy = policy;
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/thank-you?promo=ABC']}>
        <ThankYouPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('thank-you page', () => {
  it('shows a paid policy as ready, with the partner portal and the agreements', () => {
    renderPage({ policyNumber: 'HDI-0001', paymentStatus: 'paid', email: 'ana@correo.mx' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Tu póliza está lista!');
    expect(screen.getByText('Número de póliza: HDI-0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Portal de socios/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: /aviso de privacidad/ })).toHaveAttribute(
      'href',
      '/notice-of-privacy?promo=ABC',
    );
  });

  it('asks to pay from the account when the payment is pending', () => {
    renderPage({ policyNumber: 'HDI-0002', paymentStatus: 'not-paid' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('pago está pendiente');
    expect(screen.getByText(/para que tu póliza no sea cancelada/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Portal de socios/ })).not.toBeInTheDocument();
  });

  it('says so when opened without a purchase and offers the home page', () => {
    renderPage(undefined);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos una compra reciente',
    );
    expect(screen.queryByText(/Número de póliza/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
