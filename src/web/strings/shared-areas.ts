import { a11yStrings } from './areas/a11y';
import { accountPasswordStrings } from './areas/account-password';
import { accessibilityStrings } from './areas/accessibility';
import { cartStrings } from './areas/cart';
import { cartHintsStrings } from './areas/cart-hints';
import { commonStrings } from './areas/common';
import { customiseStrings } from './areas/customise';
import { errorStrings } from './areas/error';
import { flowsStrings } from './areas/flows';
import { footerStrings } from './areas/footer';
import { helpStrings } from './areas/help';
import { homeStrings } from './areas/home';
import { landingStrings } from './areas/landing';
import { legalStrings } from './areas/legal';
import { linksStrings } from './areas/links';
import { navStrings } from './areas/nav';
import { notFoundStrings } from './areas/not-found';
import { pageStrings } from './areas/page';
import { quoteCardStrings } from './areas/quote-card';
import { quoteSharingStrings } from './areas/quote-sharing';
import { resultsStrings } from './areas/results';
import { resultsContentStrings } from './areas/results-content';
import { resultsProgressStrings } from './areas/results-progress';
import { shellStrings } from './areas/shell';
import { summaryStrings } from './areas/summary';
import { thankYouStrings } from './areas/thank-you';
import { wizardStrings } from './areas/wizard';

/**
 * The areas any page may show: the first load carries them, in the page's language only
 * (i18n.tsx). An area (a screen or a shared piece) keeps its own file under areas/, with its
 * keys prefixed by the area's name; add it to this list, or to catalogue.ts' `pageAreas` when
 * a single page shows it and loads it.
 */
export const sharedAreas = [
  a11yStrings,
  accountPasswordStrings,
  accessibilityStrings,
  cartStrings,
  cartHintsStrings,
  commonStrings,
  customiseStrings,
  errorStrings,
  flowsStrings,
  footerStrings,
  helpStrings,
  homeStrings,
  landingStrings,
  legalStrings,
  linksStrings,
  navStrings,
  notFoundStrings,
  pageStrings,
  quoteCardStrings,
  quoteSharingStrings,
  resultsStrings,
  resultsContentStrings,
  resultsProgressStrings,
  shellStrings,
  summaryStrings,
  thankYouStrings,
  wizardStrings,
] as const;
