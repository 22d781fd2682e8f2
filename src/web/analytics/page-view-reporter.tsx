import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportableQuery } from '../../domain/site/arrival';
import type { Analytics } from './analytics';

/** Reports every route change (path and query, without a saved cart's id) to the analytics adapter. */
export function PageViewReporter({ analytics }: { analytics: Analytics }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.pageView({ path: `${pathname}${reportableQuery(search)}`, title: document.title });
  }, [analytics, pathname, search]);
  return null;
}
