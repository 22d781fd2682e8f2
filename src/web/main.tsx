import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAnalytics } from './analytics/analytics';
import { initErrorReporting } from './errors/sentry';
import { clientConfig } from './config';

initErrorReporting(clientConfig.sentryDsn);
const analytics = createAnalytics(clientConfig.ga4MeasurementId);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App analytics={analytics} partnerCode={clientConfig.partnerCode} />
  </StrictMode>,
);
