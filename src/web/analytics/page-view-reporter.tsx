import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Analytics } from './analytics';

/** Reports every route change (path and query) to the analytics adapter. */
export function PageViewReporter({ analytics }: { analytics: Analytics }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.pageView({ path: `${pathname}${search}`, title: document.title });
  }, [analytics, pathname, search]);
  return null;
}
