/** Where browser tests leave their screenshots (ignored by git). */
export const artifacts = 'test/e2e/artifacts';

/** The two sizes the results page is tested at: a laptop and a phone. */
export const resultsViewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
