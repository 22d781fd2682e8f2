import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/web/app';
import { routerAt } from '../support/router-at';
import type { Analytics } from '../../src/web/analytics/analytics';

function renderApp(partnerCode: string, path = '/') {
  const analytics: Analytics = { pageView: vi.fn(), transaction: vi.fn() };
  render(<App analytics={analytics} partnerCode={partnerCode} Router={routerAt(path)} />);
  return { analytics };
}

const cssVariable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name);
const primaryColor = () => cssVariable('--mantine-primary-color-filled');

describe('brand themes', () => {
  it('renders the own brand for the default partner code', async () => {
    renderApp('cotizauto');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Compara y contrata/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Cotizauto')[0]).toHaveAttribute('data-brand', 'own');
    expect(primaryColor()).toContain('cotizauto');
    expect(cssVariable('--mantine-font-family-headings')).toMatch(/^system-ui/);
    expect(
      screen.getByRole('heading', { level: 2, name: '¿Por qué Cotizauto?' }),
    ).toBeInTheDocument();
  });

  it('renders the retail partner variant for its partner code', async () => {
    renderApp('coppel');
    await screen.findByRole('heading', { level: 1, name: /Compara y contrata/ });
    expect(screen.getAllByText('Coppel Seguros de Auto')[0]).toHaveAttribute(
      'data-brand',
      'retail',
    );
    expect(primaryColor()).toContain('partner');
    expect(cssVariable('--mantine-font-family-headings')).toMatch(/^"Trebuchet MS"/);
    expect(cssVariable('--mantine-h1-font-weight')).toBe('800');
    expect(
      screen.getByRole('heading', { level: 2, name: '¿Por qué Coppel Seguros de Auto?' }),
    ).toBeInTheDocument();
  });
});

describe('routing and analytics', () => {
  it('reports every route change to the analytics adapter', async () => {
    const { analytics } = renderApp('cotizauto');
    await screen.findByRole('heading', { level: 1, name: /Compara y contrata/ });
    await userEvent.click(screen.getAllByRole('link', { name: 'Ayuda' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    await waitFor(() => expect(analytics.pageView).toHaveBeenCalledTimes(2));
    expect(vi.mocked(analytics.pageView).mock.calls.map(([page]) => page.path)).toEqual([
      '/',
      '/ayuda',
    ]);
    // Each view carries its own page's title, not the one of the page before it.
    const [home, help] = vi.mocked(analytics.pageView).mock.calls.map(([page]) => page.title);
    expect(help).toBe(document.title);
    expect(help).toMatch(/^Ayuda · /);
    expect(home).not.toMatch(/^Ayuda/);
  });

  it('reports the first page view with the title of the page it reports', async () => {
    const { analytics } = renderApp('cotizauto', '/ayuda');
    await screen.findByRole('heading', { level: 1, name: 'Ayuda' });
    await waitFor(() => expect(analytics.pageView).toHaveBeenCalledTimes(1));
    expect(analytics.pageView).toHaveBeenCalledWith({
      path: '/ayuda',
      title: 'Ayuda · Cotizauto',
    });
  });

  it('opens legal links in a new tab carrying the current query string', async () => {
    renderApp('cotizauto', '/?promocode=AHORRA&cartId=abc');
    const terms = await screen.findByRole('link', { name: /Términos y condiciones/ });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions?promocode=AHORRA&cartId=abc');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('shows the not-found view for an unknown path', async () => {
    renderApp('cotizauto', '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' }),
    ).toBeInTheDocument();
  });
});
