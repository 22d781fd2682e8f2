import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { selectPartnerCode } from '../../../machines/session/session.selectors';
import { useSetPartnerCode } from '../brands/brand-context';
import { useSession } from '../flow-hooks/use-session';
import { clientConfig } from '../config';
import { localeInQuery, useLocale } from '../strings/i18n';

/** A link carrying `?lang=en` (or es) switches the language, as the first page load does. */
export function useLocaleFromQuery() {
  const { search } = useLocation();
  const { setLocale } = useLocale();
  useEffect(() => {
    const asked = localeInQuery(search);
    if (asked) setLocale(asked);
  }, [search, setLocale]);
}

/**
 * The app wears the brand of the session's partner code, at run time: the build's (or the
 * caller's) to start with, a promo's partner once its data names one, and the site's again
 * after a promo that names none.
 */
export function useBrandFromSession() {
  const partnerCode = useSession(selectPartnerCode);
  const setPartnerCode = useSetPartnerCode();
  useEffect(() => {
    // The site's own code puts back the brand the app started with (the caller's, in tests).
    setPartnerCode(partnerCode === clientConfig.partnerCode ? undefined : partnerCode);
  }, [partnerCode, setPartnerCode]);
}
