/**
 * A distinct, descriptive document title per route and step. Usage:
 *   useDocumentTitle(t('page.help'));                 // a page (TitledPage does it for you)
 *   useDocumentTitle(stepTitle, 'step');              // a wizard or cart step inside a page
 * The tab reads "step · page · brand" (most specific first, so it survives truncation); a page
 * that sets no title (home) reads "what the site is · brand". <DocumentTitleProvider> is in App.
 */
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBrand } from '../brands/brand-context';
import { useT } from '../strings/i18n';

type Level = 'page' | 'step';
type SetTitle = (level: Level, title: string | undefined) => void;

const TitleContext = createContext<SetTitle>(() => {});

/**
 * Writes the title as soon as a level's title is set, not in a render after: a new step's title
 * must be there when its heading takes the focus (the same effects' pass), or a screen reader
 * user hears the previous step's.
 */
export function DocumentTitleProvider({ children }: { children: ReactNode }) {
  const titles = useRef<Partial<Record<Level, string>>>({});
  const brand = useBrand();
  const t = useT();
  const write = useRef(() => {});
  useEffect(() => {
    write.current = () => {
      const { step, page } = titles.current;
      document.title = [step, page ?? t('a11y.siteDescription'), brand.name]
        .filter(Boolean)
        .join(' · ');
    };
    write.current();
  }, [brand.name, t]);
  const setTitle = useMemo<SetTitle>(
    () => (level, title) => {
      titles.current = { ...titles.current, [level]: title };
      write.current();
    },
    [],
  );
  return <TitleContext.Provider value={setTitle}>{children}</TitleContext.Provider>;
}

export function useDocumentTitle(title: string | undefined, level: Level = 'page') {
  const setTitle = useContext(TitleContext);
  useEffect(() => {
    setTitle(level, title);
    return () => setTitle(level, undefined);
  }, [setTitle, level, title]);
}
