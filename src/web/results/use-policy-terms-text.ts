import { policyTermsStrings } from '../strings/areas/policy-terms';
import { useLocale } from '../strings/i18n';

export type PolicyTermsKey = keyof (typeof policyTermsStrings)['es'];

/**
 * A text of the policy-terms area in the page's language: a page area, so it loads with the
 * results page and not with every page's first load.
 */
export function usePolicyTermsText() {
  const { locale } = useLocale();
  return (key: PolicyTermsKey) => policyTermsStrings[locale][key];
}
