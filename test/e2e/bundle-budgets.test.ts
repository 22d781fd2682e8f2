import { describe, expect, inject, it } from 'vitest';
import { budgets, routeWeights, sentryBytes } from '../bench/bundle';

/**
 * The bundle budgets of issue 18, checked on the client the browser tests build (its Vite
 * manifest and brotli copies, as the server sends them): no second build.
 */
const clientDir = inject('e2eClientDir');

describe('bundle budgets (JS on the wire per route)', () => {
  it.each(routeWeights(clientDir))(
    '$route first load stays within its budget',
    ({ route, jsBytes, budgetBytes }) => {
      expect(jsBytes, route).toBeLessThanOrEqual(budgetBytes);
    },
  );

  it('loads only the Sentry error SDK, within its budget', () => {
    expect(sentryBytes(clientDir)).toBeLessThanOrEqual(budgets.sentry);
  });
});
