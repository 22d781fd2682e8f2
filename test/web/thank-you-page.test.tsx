import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { CartOutput } from '../../machines/cart-shared/cart.types';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import userEvent from '@testing-library/user-event';
import type * as UseFlow from '../../src/web/flow-hooks/use-flow';
import { afterPurchaseMachine } from '../../machines/after-purchase/after-purchase.machine';
import type {
  AccountOpening,
  LoginAttempt,
} from '../../machines/after-purchase/after-purchase.types';
import type { PendingPaymentRequest } from '../../machines/pay-now/pay-now.types';
import type { PolicyDownload } from '../../machines/pay-now/policy-download';
import {
  accountMessages,
  type SignedInAccount,
  type SignUpAnswer,
} from '../../src/domain/account/account';
import { sampleTransaction } from '../../machines/qa/samples/after-purchase.samples';
import { ThankYouPage } from '../../src/web/pages/thank-you-page';
import { payNowPaying } from '../support/pay-now-fake';

/** The page reads the policy the app machine stored when the cart ended. */
let issuedPolicy: CartOutput | undefined;
vi.mock('../../src/web/flow-hooks/use-app', () => ({
  useApp: (selector: (snapshot: unknown) => unknown) => selector({ context: { issuedPolicy } }),
}));

/** The after-purchase flow the app starts with the issued policy, on fakes. */
let afterPurchase: AnyActorRef | undefined;
const downloads: string[] = [];
vi.mock('../../src/web/flow-hooks/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: (id: string) => (id === 'afterPurchase' ? afterPurchase : undefined),
}));

const transaction = sampleTransaction;

const logins: LoginAttempt[] = [];
const payments: PendingPaymentRequest[] = [];
const openings: AccountOpening[] = [];

function startAfterPurchase(policy: CartOutput, signUp: SignUpAnswer['status']) {
  const machine = afterPurchaseMachine.provide({
    actors: {
      logIn: fromPromise<SignedInAccount, LoginAttempt>(async ({ input }) => {
        logins.push(input);
        return { userId: 'user-9' };
      }),
      openAccount: fromPromise<SignUpAnswer, AccountOpening>(async ({ input }) => {
        openings.push(input);
        return signUp === 'signed-in' && openings.length === 1
          ? { status: signUp, userId: 'user-1' }
          : { status: 'link-sent', message: accountMessages.linkSent };
      }),
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        downloads.push(input.policyNumber);
      }),
      payNow: payNowPaying(payments),
    },
  });
  afterPurchase = createActor(machine, { input: { ...policy, transaction } }).start();
}

function renderPage(policy: CartOutput | undefined, signUp: SignUpAnswer['status'] = 'signed-in') {
  issuedPolicy = policy;
  afterPurchase = undefined;
  openings.length = 0;
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
    renderPage({
      policyNumber: 'HDI-0001',
      paymentStatus: 'paid',
      email: 'ana@correo.mx',
      providerCode: 'hdi',
    });
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

  it('asks a new buyer for no password: says the link went to the e-mail, sends it again, and downloads the policy', async () => {
    renderPage({
      policyNumber: 'HDI-0003',
      paymentStatus: 'paid',
      email: 'ana@correo.mx',
      holderName: 'Ana',
      emissionId: 'emission-3',
      providerCode: 'hdi',
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Tu cuenta está lista para ver esta póliza. Te enviamos a ana@correo.mx un enlace para confirmar tu correo y crear tu contraseña para entrar después.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect(
      await screen.findByText('Te enviamos de nuevo el enlace a ana@correo.mx.'),
    ).toBeInTheDocument();
    expect(openings).toEqual([
      { firstName: 'Ana', emailAddress: 'ana@correo.mx' },
      { firstName: 'Ana', emailAddress: 'ana@correo.mx' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Descargar póliza' }));
    expect(downloads).toContain('HDI-0003');
  });

  it('says a link was sent when this browser is not signed in, and lets an existing buyer sign in on the page', async () => {
    renderPage(
      {
        policyNumber: 'HDI-0005',
        paymentStatus: 'paid',
        email: 'ana@correo.mx',
        holderName: 'Ana',
        providerCode: 'hdi',
      },
      'link-sent',
    );
    const user = userEvent.setup();
    expect(await screen.findByText(accountMessages.linkSent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar póliza' })).not.toBeInTheDocument();
    const login = screen.getByRole('form', { name: 'Inicia sesión para ver tu póliza' });
    expect(within(login).getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'ana@correo.mx',
    );
    await user.type(within(login).getByLabelText('Contraseña'), 'Segura#2026x');
    await user.click(within(login).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(/Iniciaste sesión/)).toBeInTheDocument();
    expect(logins).toEqual([{ emailAddress: 'ana@correo.mx', password: 'Segura#2026x' }]);
    await user.click(screen.getByRole('button', { name: 'Descargar póliza' }));
    expect(downloads).toContain('HDI-0005');
  });

  it('tells a company its vehicle is insured with the insurer, with the account and help links', () => {
    renderPage({
      policyNumber: 'GDS-0001',
      paymentStatus: 'paid',
      email: 'compras@transportes.mx',
      providerCode: 'gds',
      companyName: 'Transportes Ágiles del Norte',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '¡Listo! Tu vehículo ya está asegurado con General de Seguros',
    );
    expect(
      screen.getByRole('link', { name: 'Acceder a mi cuenta y ver mi póliza' }),
    ).toHaveAttribute('href', '/cuenta');
    expect(screen.getByText(/abrimos una cuenta para Transportes Ágiles del Norte/)).toBeVisible();
    expect(screen.getByText(/compras@transportes.mx un correo con el resumen/)).toBeVisible();
    expect(screen.getByRole('link', { name: /centro de ayuda/ })).toHaveAttribute('href', '/ayuda');
  });

  it('offers Pagar ahora when the payment is pending, pays with the card typed and shows the policy paid', async () => {
    renderPage({
      policyNumber: 'HDI-0002',
      paymentStatus: 'not-paid',
      providerCode: 'hdi',
      quotationId: 'quotation-2',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('pago está pendiente');
    expect(
      screen.getByText(
        /También puedes pagarla después desde tu cuenta, o escríbenos a contacto@cotizauto.mx/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/cuenta');
    expect(screen.queryByRole('link', { name: /Portal de socios/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    const form = await screen.findByRole('form', { name: 'Paga tu póliza con otra tarjeta' });
    await user.type(
      within(form).getByLabelText('Nombre del titular de la tarjeta'),
      'Łukasz Pérez',
    );
    await user.type(within(form).getByLabelText(/Número de tarjeta/), '4242424242424242');
    await user.type(within(form).getByLabelText(/Fecha de vencimiento/), '1230');
    await user.type(within(form).getByLabelText(/CVV/), '123');
    await user.selectOptions(within(form).getByLabelText('Banco'), 'banorte');
    await user.selectOptions(within(form).getByLabelText('Tipo de tarjeta'), 'credit');
    await user.click(within(form).getByRole('button', { name: 'Pagar ahora' }));

    expect(
      await screen.findByText('Recibimos tu pago: tu póliza está pagada.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Tu póliza está lista!');
    expect(payments).toMatchObject([
      {
        quotationId: 'quotation-2',
        providerCode: 'hdi',
        card: { cardholderName: 'Łukasz Pérez', expirationDate: '12 / 30', installments: 1 },
      },
    ]);
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
