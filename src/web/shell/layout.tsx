import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';
import { useT } from '../strings/i18n';
import { RouteFocus } from '../a11y/step-focus';
import { SessionNotice } from './session-notice';
import { useBrandFromSession, useLocaleFromQuery } from './follow-url-and-session';
import { HydratedApart } from '../prerendered-html';
import './layout.css';

/**
 * The page frame: a fixed 64 px header above the page (layout.css), drawn without Mantine's
 * AppShell, whose navbar, aside and resizing this site never uses. The header, the page and the
 * footer each hydrate apart (a tap in one hydrates that one alone).
 */
export function Layout() {
  const t = useT();
  useLocaleFromQuery();
  useBrandFromSession();
  return (
    <>
      <RouteFocus />
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {/* right-scroll-bar-position: an open modal's scroll lock keeps the fixed header in place. */}
      <header className="app-header right-scroll-bar-position">
        <HydratedApart>
          <Header />
        </HydratedApart>
      </header>
      <main id="main" tabIndex={-1} className="app-main">
        <SessionNotice />
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
        <HydratedApart>
          <Footer />
        </HydratedApart>
      </main>
    </>
  );
}
