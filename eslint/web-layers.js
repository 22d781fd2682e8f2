/**
 * The layers inside src/web (docs/architecture/layers.md#inside-srcweb), after bulletproof-react:
 * the app composes features, a feature holds one area's screens, the shared folders serve them
 * all. Imports point one way, app → features → shared, and a feature imports another only
 * along an edge listed here.
 */

/** The entry files and pages/ (one module per route): they may import anything in src/web. */
export const webApp = ['pages', 'app', 'main', 'router', 'route-modules', 'prerender-page'];

/** Each feature, with the features it may import and why. */
export const webFeatures = {
  /** Pay-now takes the card with the purchase's own card fields and step form. */
  account: ['cart'],
  cart: [],
  home: [],
  legal: [],
  /** The QA page (/flows): diagrams, inspector, paths. */
  'qa-page': [],
  /** The edit-quote modal asks for the vehicle with the wizard's own step. */
  results: ['wizard'],
  wizard: [],
};

/** Folders and files every feature may import; they import only each other. */
export const webShared = [
  'a11y',
  'analytics',
  'brands',
  'components',
  'config',
  'errors',
  'flow-hooks',
  'insurers',
  'prerendered-html',
  'shell',
  'site',
  'strings',
  'vendor',
];

const oneOf = (names) => `(${names.join('|')})([/.]|$)`;
const serverBreach = {
  group: ['**/server/**'],
  message: 'Breaks the dependency direction (docs/architecture/layers.md).',
};
/** The QA and diagram tooling (machines/qa) serves the QA page and the tests only. */
export const qaToolingBreach = {
  regex: '(^|/)qa/',
  message:
    'machines/qa is QA tooling: only the QA page and the tests import it (docs/architecture/layers.md).',
};

/**
 * `no-restricted-imports` for the files of one src/web folder: the app layer and the features
 * it may not reach are refused by their relative path, written for each depth of nesting.
 */
function restrictFolder(folder, forbidden, message) {
  const outside = folder === 'qa-page' ? [serverBreach] : [serverBreach, qaToolingBreach];
  return [1, 2, 3].map((depth) => ({
    files: [`src/web/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...outside, { regex: `^(\\.\\./){${depth}}${oneOf(forbidden)}`, message }],
        },
      ],
    },
  }));
}

/** The flat-config entries that hold src/web's layers. */
export function webLayerRules() {
  const features = Object.keys(webFeatures);
  return [
    ...Object.entries(webFeatures).flatMap(([feature, allowed]) =>
      restrictFolder(
        feature,
        [...webApp, ...features.filter((other) => other !== feature && !allowed.includes(other))],
        `A feature imports shared folders and only the features listed for it in eslint/web-layers.js (docs/architecture/layers.md#inside-srcweb).`,
      ),
    ),
    ...webShared.map((shared) =>
      restrictFolder(
        shared,
        [...webApp, ...features],
        'A shared folder of src/web imports only other shared folders (docs/architecture/layers.md#inside-srcweb).',
      ),
    ),
  ].flat();
}
