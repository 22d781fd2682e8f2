import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { CartOutput } from '../../machines/cart-shared/cart.types';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import userEvent from '@testing-library/user-event';
import type * as UseFlow from '../../src/web/machines/use-flow';
import { afterPurchaseMachine } from '../../machines/after-purchase/after-purchase.machine';
import type {
  PasswordCreation,
  PolicyDownload,
} from '../../machines/after-purchase/after-purchase.types';
import { accountMessages, type SignUpAnswer } from '../../src/domain/account';
import { ThankYouPage } from '../../src/web/thank-you/thank-you-page';

/** The page reads the policy the app machine stored when the cart ended. */
let issuedPolicy: CartOutput | undefined;
vi.mock('../../src/web/machines/use-app', () => ({
  useApp: (selector: (snapshot: unknown) => unknown) => selector({ context: { issuedPolicy } }),
}));

/** The after-purchase flow the app starts with the issued policy, on fakes. */
let afterPurchase: AnyActorRef | undefined;
const downloads: string[] = [];
vi.mock('../../src/web/machines/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: (id: string) => (id === 'afterPurchase' ? afterPurchase : undefined),
}));

function startAfterPurchase(policy: CartOutput, signUp: SignUpAnswer['status']) {
  const machine = afterPurchaseMachine.provide({
    actors: {
      createPassword: fromPromise<SignUpAnswer, PasswordCreation>(async () =>
        signUp === 'signed-in'
          ? { status: signUp, userId: 'user-1' }
          : { status: signUp, message: accountMessages.linkSent },
      ),
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        downloads.push(input.policyNumber);
      }),
    },
  });
  afterPurchase = createActor(machine, { input: policy }).start();
}

function renderPage(policy: CartOutput | undefined, signUp: SignUpAnswer['status'] = 'signed-in') {
  issuedPolicy = policy;
  afterPurchase = undefined;
  if (policy) startAfterPurchase(policy, signUp);
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

  it('lets a new buyer create a password, rules shown as met, then download the policy', async () => {
    renderPage({
      policyNumber: 'HDI-0003',
      paymentStatus: 'paid',
      email: 'ana@correo.mx',
      holderName: 'Ana',
      emissionId: 'emission-3',
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Descargar póliza' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
    const password = screen.getByLabelText('Contraseña');
    expect(screen.getByText(/Al menos 10 caracteres \(pendiente\)/)).toBeInTheDocument();
    await user.type(password, 'Segura#2026x');
    expect(screen.getByText(/Al menos 10 caracteres \(cumplido\)/)).toBeInTheDocument();
    expect(screen.getByText(/Un carácter especial \(cumplido\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(/Tu cuenta está lista/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar póliza' }));
    expect(downloads).toContain('HDI-0003');
  });

  it('says a link was sent when the owner of the e-mail must set the password', async () => {
    renderPage(
      {
        policyNumber: 'HDI-0004',
        paymentStatus: 'paid',
        email: 'ana@correo.mx',
        holderName: 'Ana',
      },
      'link-sent',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'Segura#2026x');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(accountMessages.linkSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Iniciar sesión/ })).toBeInTheDocument();
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
