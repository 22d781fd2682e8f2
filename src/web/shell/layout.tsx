import { Suspense } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';
import { useT } from '../strings/i18n';

export function Layout() {
  const t = useT();
  return (
    <AppShell header={{ height: 64 }}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1}>
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
