// Mantine's global styles; each component's own come with it (scripts/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/dates/styles.css';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { BrowserRouter } from 'react-router-dom';
import { accessibleColors, brands } from './brands/themes';
import { BrandContext, PartnerCodeSetterContext } from './brands/brand-context';
import { LocaleProvider, useLocale, type Locale } from './strings/i18n';
import { AppRoutes } from './router';
import type { Analytics } from './analytics/analytics';
import { ErrorBoundary } from './errors/error-boundary';
import { ErrorFallback } from './errors/error-fallback';
import { brandVariantOf } from '../domain/site/partners';
import { DocumentTitleProvider } from './a11y/document-title';
import { LiveAnnouncerProvider } from './a11y/live-announcer';
import { HydrationProvider, useHydrated } from './prerendered-html';
// Last: its overrides of Mantine's classes (buttons that wrap) must follow the components'
// styles that the imports above bring.
import './app.css';

export interface AppProps {
  analytics: Analytics;
  partnerCode: string;
  /** The starting language; without it, `?lang=` or the remembered choice (else Spanish). */
  locale?: Locale;
  /** The router around the routes: the browser's, unless the caller (a test) gives another. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The language of the prerendered page the app hydrates; undefined when there is none. */
  prerendered?: Locale;
}

/** The app: its providers around the browser's router. */
export function App({ analytics, Router = BrowserRouter, ...frame }: AppProps) {
  return (
    <AppFrame {...frame}>
      <Router>
        <AppRoutes analytics={analytics} />
      </Router>
    </AppFrame>
  );
}

interface AppFrameProps extends Pick<AppProps, 'partnerCode' | 'locale' | 'prerendered'> {
  /** The routes in their router: the browser's, or the build's static one (prerender). */
  children: ReactNode;
}

/** Providers (brand theme, locale, dates, titles, announcements) around the routes. */
export function AppFrame({ partnerCode, locale, prerendered, children }: AppFrameProps) {
  // The session's partner code, once it differs from the one the app started with.
  const [sessionPartnerCode, setPartnerCode] = useState<string | undefined>();
  const brand = brands[brandVariantOf(sessionPartnerCode ?? partnerCode)];
  return (
    <HydrationProvider prerendered={Boolean(prerendered)}>
      <LocaleProvider locale={locale} prerendered={prerendered}>
        <PartnerCodeSetterContext.Provider value={setPartnerCode}>
          <BrandContext.Provider value={brand}>
            <BrandTheme theme={brand.theme}>
              <LocalisedDates>
                <DocumentTitleProvider>
                  <LiveAnnouncerProvider>
                    <ErrorBoundary fallback={<ErrorFallback />}>{children}</ErrorBoundary>
                  </LiveAnnouncerProvider>
                </DocumentTitleProvider>
              </LocalisedDates>
            </BrandTheme>
          </BrandContext.Provider>
        </PartnerCodeSetterContext.Provider>
      </LocaleProvider>
    </HydrationProvider>
  );
}

/**
 * Mantine's theme. Its provider writes its <style> blocks (the theme's CSS variables, the
 * responsive classes) where it sits, in <body>, which valid HTML does not allow there: a
 * prerendered page carries them in <head> instead (`BrandThemeStyles`, placed by
 * scripts/prerender.ts), so the provider writes its own only once the page is hydrated (the
 * session's brand may change the theme after that).
 */
function BrandTheme({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <ThemeWithStyles theme={theme} styles={useHydrated()}>
      {children}
    </ThemeWithStyles>
  );
}

/** The <style> blocks of the brand's Mantine theme alone, for a prerendered page's <head>. */
export const BrandThemeStyles = ({ partnerCode }: { partnerCode: string }) => (
  <ThemeWithStyles theme={brands[brandVariantOf(partnerCode)].theme} styles>
    {null}
  </ThemeWithStyles>
);

function ThemeWithStyles({
  theme,
  styles,
  children,
}: {
  theme: MantineThemeOverride;
  styles: boolean;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColors}
      withCssVariables={styles}
      withGlobalClasses={styles}
    >
      {children}
    </MantineProvider>
  );
}

/** Date pickers speak the visitor's language. */
function LocalisedDates({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <DatesProvider settings={{ locale: locale === 'en' ? 'en' : 'es-mx', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
