import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/web/app';
import { routerAt } from '../support/router-at';

describe('mobile menu (loaded when first opened)', () => {
  it('opens from the burger, lists the pages and closes after a link is followed', async () => {
    const analytics = { pageView: vi.fn(), transaction: vi.fn() };
    render(<App analytics={analytics} partnerCode="cotizauto" Router={routerAt('/')} />);
    await screen.findByRole('heading', { level: 1, name: /Compara y contrata/ });
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Menú móvil' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Ayuda' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument(),
    );
  });
});
