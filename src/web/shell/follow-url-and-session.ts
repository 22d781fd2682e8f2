import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { selectPartnerCode } from '../../../machines/session/session.selectors';
import { useSetPartnerCode } from '../brands/brand-context';
import { useSession } from '../machines/use-session';
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
 * A partner code set from promo data chooses the brand the app wears; until then the build's
 * (or the caller's) brand stays.
 */
export function useBrandFromSession() {
  const partnerCode = useSession(selectPartnerCode);
  const setPartnerCode = useSetPartnerCode();
  useEffect(() => {
    if (partnerCode && partnerCode !== clientConfig.partnerCode) setPartnerCode(partnerCode);
  }, [partnerCode, setPartnerCode]);
}
