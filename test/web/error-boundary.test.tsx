import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ErrorBoundary } from '../../src/web/errors/error-boundary';
import { ErrorFallback } from '../../src/web/errors/error-fallback';

function Crashing(): never {
  throw new Error('view crashed');
}

describe('error boundary', () => {
  it('shows the friendly Spanish message when a view crashes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <ErrorBoundary fallback={<ErrorFallback />}>
          <Crashing />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, ocurrió un error inesperado.',
    );
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });
});
