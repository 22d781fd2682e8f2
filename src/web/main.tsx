import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type AppProps } from './app';
import { createAnalytics } from './analytics/analytics';
import { initErrorReporting } from './errors/sentry';
import { clientConfig } from './config';
import { loadPagesAt } from './router';
import { isPurchaseRoute } from '../../machines/app/app.routes';
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

// The page's module (preloaded with the page) is loaded before the first render: a hydrated
// page must draw what the HTML holds, and any other would draw the lazy route's loader first,
// then the page, pushing the footer down (a layout shift). Not a purchase page's: the app sends
// a visitor without a cart home before drawing one, and loads the page it keeps the visitor on
// (app-provider.tsx), so that visitor downloads none of the cart's code.
const { pathname } = window.location;
const pageLoaded = isPurchaseRoute(pathname) ? Promise.resolve() : loadPagesAt(pathname);
if (prerendered) {
  // Its language too, for the same reason.
  void Promise.all([pageLoaded, loadPack(prerendered)]).then(() =>
    startTransition(() => {
      hydrateRoot(root, app({ prerendered }));
    }),
  );
} else {
  void pageLoaded.then(() => startTransition(() => createRoot(root).render(app())));
}
