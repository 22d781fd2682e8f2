import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdBackForward, listenToBackForwardFirst } from '../../src/web/site/back-forward-hold';

/** The router's own listener, added after the hold's as main.tsx does. */
const routerHears = vi.fn();

beforeAll(() => {
  listenToBackForwardFirst();
  window.addEventListener('popstate', (event) => routerHears((event.state as { idx: number }).idx));
});

afterEach(() => routerHears.mockClear());

describe('holding back and forward', () => {
  it('undoes a held back move before the router hears of it, and says how far it went', async () => {
    window.history.replaceState({ idx: 0 }, '', '/');
    window.history.pushState({ idx: 1 }, '', '/new-see-quote');
    const onHeld = vi.fn();
    const release = holdBackForward(onHeld);

    // The move's popstate comes later: once the hold has heard it, the router has not.
    window.history.back();
    await vi.waitFor(() => expect(onHeld).toHaveBeenCalledWith(-1));
    expect(routerHears).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/new-see-quote');

    // Once released, the move made again reaches the router.
    release();
    window.history.go(-1);
    await vi.waitFor(() => expect(routerHears).toHaveBeenCalledWith(0));
    expect(window.location.pathname).toBe('/');
  });

  it('lets every move through when nothing holds them', async () => {
    window.history.replaceState({ idx: 0 }, '', '/');
    window.history.pushState({ idx: 1 }, '', '/ayuda');
    window.history.back();
    await vi.waitFor(() => expect(routerHears).toHaveBeenCalledWith(0));
    expect(window.location.pathname).toBe('/');
  });
});
