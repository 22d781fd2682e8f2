import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { setPasswordMachine } from '../../machines/set-password/set-password.machine';
import type {
  PasswordSetting,
  PasswordSettingAnswer,
} from '../../machines/set-password/set-password.types';
import { accountMessages } from '../../src/domain/account/account';
import { SetPasswordView } from '../../src/web/account/set-password-view';

/** The page's flow on a fake server answering as given; the calls it received. */
function renderPage(token: string, answer: PasswordSettingAnswer) {
  const calls: PasswordSetting[] = [];
  const machine = setPasswordMachine.provide({
    actors: {
      setPassword: fromPromise<PasswordSettingAnswer, PasswordSetting>(async ({ input }) => {
        calls.push(input);
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[`/cuenta/contrasena?token=${token}`]}>
        <SetPasswordView actor={actor} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return calls;
}

const signedIn: PasswordSettingAnswer = { status: 'set', account: { userId: 'user-1' } };

describe('set-password page', () => {
  it('marks each rule as it is met while the buyer types', async () => {
    renderPage('token-1', signedIn);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crea tu contraseña');
    const rules = screen.getByRole('list');
    expect(within(rules).getAllByText(/pendiente/)).toHaveLength(4);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Segura');
    expect(within(rules).getByText(/Una mayúscula/)).toHaveTextContent('cumplido');
    expect(within(rules).getByText(/Un número/)).toHaveTextContent('pendiente');
  });

  it('lists a weak password in the error summary, linked to the field, and sends nothing', async () => {
    const calls = renderPage('token-1', signedIn);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const summary = screen.getByRole('alert');
    const link = within(summary).getByRole('link');
    expect(link).toHaveAttribute('href', '#account-password');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sets the password with the link’s token, then says the buyer is signed in', async () => {
    const calls = renderPage('token-1', signedIn);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Segura#2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const heading = await screen.findByRole('heading', { name: 'Tu contraseña está lista' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/ya iniciaste sesión/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pólizas' })).toHaveAttribute(
      'href',
      '/cuenta',
    );
    expect(screen.getByRole('link', { name: /Portal de socios/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([{ token: 'token-1', password: 'Segura#2026x' }]);
  });

  it('shows the server’s message and the way home for a used or expired link', async () => {
    renderPage('used', { status: 'linkRefused', message: accountMessages.linkInvalid });
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Segura#2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no sirve' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.linkInvalid);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('refuses a link without a token before any form', () => {
    renderPage('', signedIn);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Este enlace ya no sirve');
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.linkInvalid);
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
  });
});
