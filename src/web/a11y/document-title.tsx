/**
 * A distinct, descriptive document title per route and step. Usage:
 *   useDocumentTitle(t('page.help'));                 // a page (TitledPage does it for you)
 *   useDocumentTitle(stepTitle, 'step');              // a wizard or cart step inside a page
 * The tab reads "step · page · brand" (most specific first, so it survives truncation); a page
 * that sets no title (home) reads "what the site is · brand". <DocumentTitleProvider> is in App.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBrand } from '../brands/brand-context';
import { useT } from '../strings/i18n';

type Level = 'page' | 'step';
type SetTitle = (level: Level, title: string | undefined) => void;

const TitleContext = createContext<SetTitle>(() => {});

export function DocumentTitleProvider({ children }: { children: ReactNode }) {
  const [titles, setTitles] = useState<Partial<Record<Level, string>>>({});
  const brand = useBrand();
  const t = useT();
  const setTitle = useMemo<SetTitle>(
    () => (level, title) => setTitles((current) => ({ ...current, [level]: title })),
    [],
  );
  useEffect(() => {
    document.title = [titles.step, titles.page ?? t('a11y.siteDescription'), brand.name]
      .filter(Boolean)
      .join(' · ');
  }, [titles, brand.name, t]);
  return <TitleContext.Provider value={setTitle}>{children}</TitleContext.Provider>;
}

export function useDocumentTitle(title: string | undefined, level: Level = 'page') {
  const setTitle = useContext(TitleContext);
  useEffect(() => {
    setTitle(level, title);
    return () => setTitle(level, undefined);
  }, [setTitle, level, title]);
}
