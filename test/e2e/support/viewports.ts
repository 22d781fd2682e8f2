import { it } from 'vitest';

/** Where browser tests leave their screenshots (ignored by git). */
export const artifacts = 'test/e2e/artifacts';

/** The two sizes the results page is tested at: a laptop and a phone. */
export const resultsViewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof resultsViewports;

/**
 * A scenario's test, declared in a `describe.each` over the sizes only under the sizes it runs
 * at: a scenario whose rules do not depend on the width runs at one size, the scenarios of a file
 * alternating, since each run at both sizes cost minutes of the browser tests.
 */
export function itAtSizes(
  runsAt: readonly ViewportName[],
  current: string,
  title: string,
  test: () => Promise<void>,
) {
  if (runsAt.includes(current as ViewportName)) it(title, { timeout: 300_000 }, test);
}
