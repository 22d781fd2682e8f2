import type { Language } from '../../domain/site/languages';
import type { BrandVariant } from '../../domain/site/partners';
import type { AccessibilityTextKey } from '../strings/page-text/accessibility';

export type ScreenSize = 'desktop' | 'phone';

/** Where a test runs: which brands, languages and screen sizes it walks. */
export interface Coverage {
  brands: readonly BrandVariant[];
  languages: readonly Language[];
  screens: readonly ScreenSize[];
}

/**
 * A test that proves a claim: its file, its title as written there, and what it walks;
 * `pairwise` when it runs over the pairwise matrix (test/e2e/support/a11y-session.ts), whose
 * brands, languages and screens test/unit/accessibility-statement.test.ts reads.
 */
export interface Proof {
  file: string;
  test: string;
  runs: Coverage | 'pairwise';
}

/** A sentence of the statement, the short name its gaps go by, and the tests behind it. */
export interface Claim {
  text: AccessibilityTextKey;
  subject: AccessibilityTextKey;
  provedBy: readonly Proof[];
  /** A claim about one language (the English purchase) has no gap in the others. */
  languageOfItsOwn?: true;
}

export const fullCoverage: Coverage = {
  brands: ['own', 'retail'],
  languages: ['es', 'en'],
  screens: ['desktop', 'phone'],
};
const ownBrandInSpanish: Coverage = {
  brands: ['own'],
  languages: ['es'],
  screens: ['desktop', 'phone'],
};

/**
 * What the statement says, each with the tests that prove it: the page lists a claim's
 * coverage as the union of its tests', and a test fails when a named test is missing, skipped
 * or walks less than this says (test/unit/accessibility-statement.test.ts).
 */
export const claims: readonly Claim[] = [
  {
    text: 'accessibility.testedAxe',
    subject: 'accessibility.subjectAxe',
    provedBy: [
      {
        file: 'test/e2e/accessibility.test.ts',
        test: 'every route: no axe violations, its own title, html lang',
        runs: 'pairwise',
      },
      {
        file: 'test/e2e/cart-accessibility.test.ts',
        test: 'every step of both carts: focus, errors and axe',
        runs: 'pairwise',
      },
      {
        file: 'test/e2e/invoice-and-thank-you-accessibility.test.ts',
        test: 'invoice step at rest and with errors, then the thank-you page',
        runs: 'pairwise',
      },
      {
        file: 'test/e2e/results-overlays-accessibility.test.ts',
        test: 'detail, help, comparison, save and promo with errors: axe',
        runs: 'pairwise',
      },
    ],
  },
  {
    text: 'accessibility.testedFocus',
    subject: 'accessibility.subjectFocus',
    provedBy: [
      {
        file: 'test/e2e/accessibility.test.ts',
        test: 'the wizard by keyboard alone: focus follows steps and errors, no axe violations',
        runs: 'pairwise',
      },
      {
        file: 'test/e2e/cart-accessibility.test.ts',
        test: 'every step of both carts: focus, errors and axe',
        runs: 'pairwise',
      },
      {
        // In the component, whatever the brand, language or screen.
        file: 'test/web/cart-step-form.test.tsx',
        test: 'marks every one invalid, the checkboxes too, and tells each its message',
        runs: fullCoverage,
      },
    ],
  },
  {
    text: 'accessibility.testedPaymentFocus',
    subject: 'accessibility.subjectPaymentFocus',
    provedBy: [
      {
        file: 'test/e2e/keyboard-purchase.test.ts',
        test: 'buys hdi from the home page to the policy download',
        runs: ownBrandInSpanish,
      },
    ],
  },
  {
    text: 'accessibility.testedKeyboard',
    subject: 'accessibility.subjectKeyboard',
    provedBy: [
      {
        file: 'test/e2e/keyboard-purchase.test.ts',
        test: 'buys hdi from the home page to the policy download',
        runs: ownBrandInSpanish,
      },
    ],
  },
  {
    text: 'accessibility.testedHtml',
    subject: 'accessibility.subjectHtml',
    provedBy: [
      {
        // The prerendered pages wear the test build's brand, ours; the markup is one for every screen.
        file: 'test/e2e/valid-html.test.ts',
        test: 'the W3C checker finds no error on any prerendered page',
        runs: { brands: ['own'], languages: ['es', 'en'], screens: ['desktop', 'phone'] },
      },
    ],
  },
  {
    text: 'accessibility.testedContrast',
    subject: 'accessibility.subjectContrast',
    provedBy: [
      {
        // Computed from each brand's theme: no language or screen changes a colour.
        file: 'test/web/theme-contrast.test.ts',
        test: 'text %s on %s is at least 4.5:1',
        runs: fullCoverage,
      },
    ],
  },
  {
    text: 'accessibility.testedReflow',
    subject: 'accessibility.subjectReflow',
    provedBy: [
      {
        file: 'test/e2e/accessibility.test.ts',
        test: 'at 320 px, and at 200% text, the results cards keep their buttons whole',
        runs: ownBrandInSpanish,
      },
    ],
  },
  {
    text: 'accessibility.testedLanguage',
    subject: 'accessibility.subjectLanguage',
    provedBy: [
      {
        file: 'test/unit/web-literals.test.ts',
        test: 'finds none in any .tsx under src/web: move each into a catalogue area',
        runs: fullCoverage,
      },
    ],
  },
  {
    text: 'accessibility.testedEnglishPurchase',
    subject: 'accessibility.subjectEnglishPurchase',
    languageOfItsOwn: true,
    provedBy: [
      {
        file: 'test/e2e/english-purchase.test.ts',
        test: 'a person: no Spanish outside names, money and dates in English, mails too',
        runs: { brands: ['own'], languages: ['en'], screens: ['desktop', 'phone'] },
      },
    ],
  },
];

/** What no test proves, said as such. */
export const untested: readonly AccessibilityTextKey[] = [
  'accessibility.untestedScreenReaders',
  'accessibility.untestedBrowsers',
  'accessibility.untestedAppHtml',
  'accessibility.untestedReflowPages',
  'accessibility.untestedServerTexts',
  'accessibility.limitsFlows',
];

/** The pairwise matrix's reach: every brand, language and screen, each pair at least once. */
const pairwiseReach = fullCoverage;

/** Where a claim's tests run, all of them together. */
export function coverageOf(claim: Claim): Coverage {
  const runs = claim.provedBy.map((proof) =>
    proof.runs === 'pairwise' ? pairwiseReach : proof.runs,
  );
  const union = <T>(pick: (coverage: Coverage) => readonly T[], all: readonly T[]) =>
    all.filter((value) => runs.some((run) => pick(run).includes(value)));
  return {
    brands: union((run) => run.brands, fullCoverage.brands),
    languages: union((run) => run.languages, fullCoverage.languages),
    screens: union((run) => run.screens, fullCoverage.screens),
  };
}

/** What a claim's tests leave out of the full matrix: the statement lists it as not tested. */
export function gapsOf(claim: Claim): Coverage {
  const covered = coverageOf(claim);
  return {
    brands: fullCoverage.brands.filter((brand) => !covered.brands.includes(brand)),
    languages: claim.languageOfItsOwn
      ? []
      : fullCoverage.languages.filter((language) => !covered.languages.includes(language)),
    screens: fullCoverage.screens.filter((screen) => !covered.screens.includes(screen)),
  };
}
