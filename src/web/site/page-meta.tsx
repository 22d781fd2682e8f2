import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { publicPages, type PublicPageName } from '../../domain/public-pages';
import { useLocale, useT, type Locale } from '../strings/i18n';

const ogLocales: Record<Locale, string> = { es: 'es_MX', en: 'en_US' };

/**
 * Keeps the meta description and Open Graph tags of the page in view current as the visitor
 * moves between routes or switches language. The server writes the first page's tags (Spanish)
 * so crawlers and link previews see them without running this.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const t = useT();
  const { locale } = useLocale();
  useEffect(() => {
    const entry = Object.entries(publicPages).find(([, page]) => page.path === pathname);
    if (!entry) return;
    const name = entry[0] as PublicPageName;
    const title = t(`meta.${name}Title`);
    const description = t(`meta.${name}Description`);
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', `${window.location.origin}${entry[1].path}`);
    setMeta('property', 'og:locale', ogLocales[locale]);
    setMeta('property', 'og:type', 'website');
  }, [pathname, locale, t]);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}
