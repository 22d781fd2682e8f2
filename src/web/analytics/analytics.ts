import type { AnalyticsTransaction } from '../../domain/purchase/analytics-transaction';

/**
 * Where page views and purchases go: GA4 when an id is configured, a development log otherwise.
 * A purchase is also pushed to the data layer with the spec's field names (transactionId,
 * transactionAffiliation, transactionTotal, the product's sku, name, category, price, quantity),
 * where a tag manager picks it up.
 */
export interface Analytics {
  pageView(page: { path: string; title: string }): void;
  transaction(transaction: AnalyticsTransaction): void;
}

function pushTransaction(transaction: AnalyticsTransaction) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'transaction', ...transaction });
}

export function createAnalytics(measurementId: string | undefined): Analytics {
  return measurementId ? createGa4Analytics(measurementId) : createDevLogAnalytics();
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function createGa4Analytics(measurementId: string): Analytics {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  window.gtag('js', new Date());
  // Route changes are reported by hand: the SPA never reloads the page.
  window.gtag('config', measurementId, { send_page_view: false });
  return {
    pageView: ({ path, title }) =>
      window.gtag?.('event', 'page_view', { page_path: path, page_title: title }),
    transaction: (transaction) => {
      pushTransaction(transaction);
      window.gtag?.('event', 'purchase', {
        transaction_id: transaction.transactionId,
        affiliation: transaction.transactionAffiliation,
        value: transaction.transactionTotal,
        currency: 'MXN',
        items: transaction.transactionProducts.map((product) => ({
          item_id: product.sku,
          item_name: product.name,
          item_category: product.category,
          price: product.price,
          quantity: product.quantity,
        })),
      });
    },
  };
}

function createDevLogAnalytics(): Analytics {
  return {
    pageView: (page) => {
      if (import.meta.env.DEV) console.debug('[analytics] page_view', page);
    },
    transaction: pushTransaction,
  };
}
