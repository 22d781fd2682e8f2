/** The two screens the results pages are tested on, and where their screenshots go. */
export const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const artifacts = 'test/e2e/artifacts';
