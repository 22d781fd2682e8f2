import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type AppProps } from './app';
import { createAnalytics } from './analytics/analytics';
import { initErrorReporting } from './errors/sentry';
import { clientConfig } from './config';
import { loadPagesAt } from './router';
import { prerenderedLanguageOf } from './prerendered-html';
import { loadPack } from './strings/i18n';
import { listenToBackForwardFirst } from './site/back-forward-hold';

initErrorReporting(clientConfig.sentryDsn);
listenToBackForwardFirst();
const analytics = createAnalytics(clientConfig.ga4MeasurementId);
const root = document.getElementById('root')!;
const prerendered = prerenderedLanguageOf(root);

const app = (props: Partial<AppProps> = {}) => (
  <StrictMode>
    <App analytics={analytics} partnerCode={clientConfig.partnerCode} {...props} />
  </StrictMode>
);

if (prerendered) {
  // The page's module and its language are loaded before hydrating: the first render must draw
  // the page the HTML holds, not the loader a lazy route shows.
  void Promise.all([loadPagesAt(window.location.pathname), loadPack(prerendered)]).then(() =>
    startTransition(() => {
      hydrateRoot(root, app({ prerendered }));
    }),
  );
} else {
  startTransition(() => createRoot(root).render(app()));
}
