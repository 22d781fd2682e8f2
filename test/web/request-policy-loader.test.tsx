import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CartScreen, type CartScreenState } from '../../src/web/cart/cart-screen';

const opener = '¡Listo! Estuvo muy fácil ¿no?';
const declined = 'Tu tarjeta fue rechazada.';

const awaitingPolicy: CartScreenState = {
  formStep: undefined,
  stepIndex: 10,
  progress: 100,
  loader: 'requestPolicy',
  errorMessage: undefined,
  canRetry: false,
  canCorrect: false,
};
const cardRefused: CartScreenState = {
  ...awaitingPolicy,
  loader: undefined,
  errorMessage: declined,
  canCorrect: true,
};

const screenOf = (state: CartScreenState) => (
  <MantineProvider>
    <CartScreen
      state={state}
      stepTitle={undefined}
      form={null}
      onRetry={() => {}}
      onCorrect={() => {}}
    />
  </MantineProvider>
);

/** Every live region on the page, with what a screen reader would read from it. */
const liveTexts = () =>
  [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].map(
    (region) => region.textContent,
  );

describe('the request-policy loader, then a refused card', () => {
  it('shows the opener without announcing it; the refusal is announced alone, and has focus', () => {
    const { rerender } = render(screenOf(awaitingPolicy));
    expect(screen.getByRole('heading', { name: opener })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Estamos procesando tu póliza con la aseguradora',
    );
    expect(liveTexts().join(' ')).not.toContain('¡Listo!');

    rerender(screenOf(cardRefused));
    expect(screen.getByRole('alert')).toHaveTextContent(declined);
    expect(screen.queryByText(opener)).not.toBeInTheDocument();
    expect(liveTexts()).toEqual([declined]);
    // What held focus is gone: the refusal takes it, not <body>.
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
