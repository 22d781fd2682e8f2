import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import './app.css';
import { useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { accessibleColors, brands } from './brands/themes';
import { BrandContext } from './brands/brand-context';
import { LocaleProvider, type Locale } from './strings/i18n';
import { createRoutes } from './router';
import type { Analytics } from './analytics/analytics';
import { ErrorBoundary } from './errors/error-boundary';
import { ErrorFallback } from './errors/error-fallback';
import { brandVariantOf } from '../domain/partners';

export interface AppProps {
  analytics: Analytics;
  partnerCode: string;
  locale?: Locale;
  /** A router built by the caller (tests use a memory router). */
  router?: Parameters<typeof RouterProvider>[0]['router'];
}

/** Providers (brand theme, locale, dates) around the router. */
export function App({ analytics, partnerCode, locale = 'es', router }: AppProps) {
  const brand = brands[brandVariantOf(partnerCode)];
  const activeRouter = useMemo(
    () => router ?? createBrowserRouter(createRoutes(analytics)),
    [router, analytics],
  );
  return (
    <LocaleProvider locale={locale}>
      <BrandContext.Provider value={brand}>
        <MantineProvider theme={brand.theme} cssVariablesResolver={accessibleColors}>
          <DatesProvider settings={{ locale: 'es-mx', firstDayOfWeek: 1 }}>
            <ErrorBoundary fallback={<ErrorFallback />}>
              <RouterProvider router={activeRouter} />
            </ErrorBoundary>
          </DatesProvider>
        </MantineProvider>
      </BrandContext.Provider>
    </LocaleProvider>
  );
}
