import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { accountMachine } from '../../machines/account/account.machine';
import {
  accountPolicies,
  paidAccountPolicy,
  pendingAccountPolicy,
  signInRequiredError,
} from '../../machines/qa/samples/account.samples';
import type { PendingPaymentRequest } from '../../machines/pay-now/pay-now.types';
import type { PolicyDownload } from '../../machines/pay-now/policy-download';
import type { AccountPolicies } from '../../src/domain/account/account-policies';
import type { SignedInAccount } from '../../src/domain/account/account';
import { AccountView } from '../../src/web/account/account-view';
import { payNowPaying } from '../support/pay-now-fake';

/** The account page on a fake server: signed out until a login; the calls it received. */
function renderPage() {
  let signedIn = false;
  const calls = { payments: [] as PendingPaymentRequest[], downloads: [] as PolicyDownload[] };
  const machine = accountMachine.provide({
    actors: {
      loadPolicies: fromPromise<AccountPolicies, void>(async () => {
        if (!signedIn) throw signInRequiredError;
        return accountPolicies;
      }),
      logIn: fromPromise<SignedInAccount, { emailAddress: string; password: string }>(async () => {
        signedIn = true;
        return { userId: 'user-1' };
      }),
      logOut: fromPromise<void, void>(async () => {
        signedIn = false;
      }),
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        calls.downloads.push(input);
      }),
      payNow: payNowPaying(calls.payments),
    },
  });
  const actor = createActor(machine).start();
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/cuenta']}>
        <AccountView actor={actor} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return calls;
}

describe('account page', () => {
  it('signed out asks for the login; signed in lists each policy with its status, its PDF and Pagar ahora when pending', async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Inicia sesión para ver tu póliza' });
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'Segura#2026x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await screen.findByRole('heading', { level: 1, name: 'Mis pólizas' });
    const pending = screen.getByRole('region', { name: 'Póliza HDI-0002' });
    const paid = screen.getByRole('region', { name: 'Póliza HDI-0001' });
    expect(within(pending).getByRole('row', { name: /Estado del pago/ })).toHaveTextContent(
      'Pago pendiente',
    );
    expect(within(pending).getByRole('row', { name: /Por pagar/ })).toHaveTextContent('$10,200.00');
    expect(within(pending).getByRole('row', { name: /Vehículo/ })).toHaveTextContent(
      pendingAccountPolicy.vehicle,
    );
    expect(within(paid).getByRole('row', { name: /Estado del pago/ })).toHaveTextContent('Pagada');
    expect(within(paid).queryByRole('button', { name: 'Pagar ahora' })).not.toBeInTheDocument();

    await user.click(within(paid).getByRole('button', { name: 'Descargar póliza' }));
    expect(calls.downloads).toEqual([
      { policyNumber: paidAccountPolicy.policyNumber, userId: 'user-1' },
    ]);

    await user.click(within(pending).getByRole('button', { name: 'Pagar ahora' }));
    const form = await screen.findByRole('form', { name: 'Paga la póliza HDI-0002' });
    await user.type(within(form).getByLabelText('Nombre del titular de la tarjeta'), 'José Nguyễn');
    await user.type(within(form).getByLabelText(/Número de tarjeta/), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText(/Fecha de vencimiento/), '12/30');
    await user.type(within(form).getByLabelText(/CVV/), '123');
    await user.selectOptions(within(form).getByLabelText('Banco'), 'banorte');
    await user.selectOptions(within(form).getByLabelText('Tipo de tarjeta'), 'credit');
    await user.click(within(form).getByRole('button', { name: 'Pagar ahora' }));

    expect(await within(pending).findByRole('status')).toHaveTextContent(
      'Recibimos tu pago: tu póliza está pagada.',
    );
    expect(within(pending).getByRole('row', { name: /Estado del pago/ })).toHaveTextContent(
      'Pagada',
    );
    expect(calls.payments).toMatchObject([
      {
        quotationId: pendingAccountPolicy.quotationId,
        providerCode: 'hdi',
        userId: 'user-1',
        card: { cardholderName: 'José Nguyễn', expirationDate: '12 / 30' },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: 'Inicia sesión para ver tu póliza' });
  });
});
