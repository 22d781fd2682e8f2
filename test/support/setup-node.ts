import { afterAll, vi } from 'vitest';

// The node project runs its files in shared workers without isolation (vite.config.ts): each
// worker imports the server once instead of once per file. A file's fake timers, stubbed
// globals and variables end with it, so the next file in that worker starts on the real ones.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
