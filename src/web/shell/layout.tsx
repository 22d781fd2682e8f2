import { Suspense } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';
import { useT } from '../strings/i18n';
import { RouteFocus } from '../a11y/step-focus';
import { SessionNotice } from './session-notice';
import { useBrandFromSession, useLocaleFromQuery } from './follow-url-and-session';

export function Layout() {
  const t = useT();
  useLocaleFromQuery();
  useBrandFromSession();
  return (
    <AppShell header={{ height: 64 }}>
      <RouteFocus />
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1}>
        <SessionNotice />
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
