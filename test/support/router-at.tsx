import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A memory router opened at `path`, for App's `Router`: the app as a visit to that page. */
export function routerAt(path: string) {
  return function RouterAtPath({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };
}
