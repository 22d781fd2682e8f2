import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ErrorBoundary } from '../../src/web/errors/error-boundary';
import { ErrorFallback } from '../../src/web/errors/error-fallback';
import { appStorageKey } from '../../src/web/flow-hooks/stored-app';

function Crashing(): never {
  throw new Error('view crashed');
}

/** A crashing view inside the app's error boundary. */
function renderCrash() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MantineProvider>
      <ErrorBoundary fallback={<ErrorFallback />}>
        <Crashing />
      </ErrorBoundary>
    </MantineProvider>,
  );
}

describe('error boundary', () => {
  it('shows the friendly Spanish message when a view crashes', () => {
    renderCrash();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, ocurrió un error inesperado.',
    );
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });

  it('forgets the tab’s stored flows, so a reload or the home page starts afresh', async () => {
    window.sessionStorage.setItem(appStorageKey, '{"fingerprint":"x","snapshot":{}}');
    renderCrash();
    await screen.findByRole('button', { name: 'Recargar la página' });
    await waitFor(() => expect(window.sessionStorage.getItem(appStorageKey)).toBeNull());
  });
});
