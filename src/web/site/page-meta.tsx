import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../strings/i18n';
import { useBrand } from '../brands/brand-context';

/**
 * Keeps the meta description and Open Graph tags of the page in view current as the visitor
 * moves between routes, switches language or comes to wear a partner's brand (a promo). The server writes the first page's tags, so
 * crawlers and link previews see them without running this, and the pages' summaries (both
 * languages of every public page) load after the first paint.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const brandName = useBrand().name;
  useEffect(() => {
    let current = true;
    void import('../../domain/site/public-pages').then(
      ({ openGraphLocales, pageSummary, publicPageAt }) => {
        const page = publicPageAt(pathname);
        if (!current || !page) return;
        const { title, description } = pageSummary(page, locale, brandName);
        setMeta('name', 'description', description);
        setMeta('property', 'og:site_name', brandName);
        setMeta('property', 'og:title', title);
        setMeta('property', 'og:description', description);
        setMeta('property', 'og:url', `${window.location.origin}${page.path}`);
        setMeta('property', 'og:locale', openGraphLocales[locale]);
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, locale, brandName]);
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
