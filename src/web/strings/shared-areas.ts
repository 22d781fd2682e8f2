import { a11yStrings } from './areas/a11y';
import { commonStrings } from './areas/common';
import { errorStrings } from './areas/error';
import { footerStrings } from './areas/footer';
import { homeStrings } from './areas/home';
import { linksStrings } from './areas/links';
import { navStrings } from './areas/nav';
import { pageStrings } from './areas/page';
import { resultsStrings } from './areas/results';
import { shellStrings } from './areas/shell';
import { wizardStrings } from './areas/wizard';

/**
 * The areas any page may show (the shell and the pieces several pages share): the first load
 * carries them, in the page's language only (i18n.tsx). An area (a screen or a shared piece)
 * keeps its own file under areas/, with its keys prefixed by the area's name; add it to this
 * list, or to page-areas.ts when a single page (or one route module's pages) shows it.
 */
export const sharedAreas = [
  a11yStrings,
  commonStrings,
  errorStrings,
  footerStrings,
  homeStrings,
  linksStrings,
  navStrings,
  pageStrings,
  resultsStrings,
  shellStrings,
  wizardStrings,
] as const;
