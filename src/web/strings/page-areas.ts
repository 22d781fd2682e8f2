import { accessibilityStrings } from './areas/accessibility';
import { accountPageStrings } from './areas/account-page';
import { accountPasswordStrings } from './areas/account-password';
import { cartStrings } from './areas/cart';
import { cartHintsStrings } from './areas/cart-hints';
import { customiseStrings } from './areas/customise';
import { flowsStrings } from './areas/flows';
import { flowsDescriptionsStrings } from './areas/flows-descriptions';
import { helpStrings } from './areas/help';
import { landingStrings } from './areas/landing';
import { leavePromptStrings } from './areas/leave-prompt';
import { legalStrings } from './areas/legal';
import { notFoundStrings } from './areas/not-found';
import { packageStrings } from './areas/packages';
import { paymentFrequencyStrings } from './areas/payment-frequencies';
import { policyTermsStrings } from './areas/policy-terms';
import { priceBreakdownStrings } from './areas/price-breakdown';
import { quoteCardStrings } from './areas/quote-card';
import { quoteSharingStrings } from './areas/quote-sharing';
import { resultsContentStrings } from './areas/results-content';
import { resultsProgressStrings } from './areas/results-progress';
import { summaryStrings } from './areas/summary';
import { thankYouStrings } from './areas/thank-you';

/**
 * The areas only one page (or one route module's pages) shows. Their Spanish loads with that
 * page: its module under page-text/ (Spanish only in the build), read with `usePageT`; their
 * English comes with the English pack (english.ts), which lists them all.
 */
export const pageAreas = [
  accessibilityStrings,
  accountPageStrings,
  accountPasswordStrings,
  cartStrings,
  cartHintsStrings,
  customiseStrings,
  flowsStrings,
  flowsDescriptionsStrings,
  helpStrings,
  landingStrings,
  leavePromptStrings,
  legalStrings,
  notFoundStrings,
  packageStrings,
  paymentFrequencyStrings,
  policyTermsStrings,
  priceBreakdownStrings,
  quoteCardStrings,
  quoteSharingStrings,
  resultsContentStrings,
  resultsProgressStrings,
  summaryStrings,
  thankYouStrings,
] as const;
