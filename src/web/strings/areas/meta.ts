import { publicPages } from '../../../domain/public-pages';
import { defineStrings } from '../define-strings';

/** Public pages' titles and descriptions for search and link previews; Spanish is the server's. */
export const metaStrings = defineStrings({
  es: {
    'meta.homeTitle': publicPages.home.title,
    'meta.homeDescription': publicPages.home.description,
    'meta.compareInsuranceTitle': publicPages.compareInsurance.title,
    'meta.compareInsuranceDescription': publicPages.compareInsurance.description,
    'meta.quoteTitle': publicPages.quote.title,
    'meta.quoteDescription': publicPages.quote.description,
    'meta.helpTitle': publicPages.help.title,
    'meta.helpDescription': publicPages.help.description,
    'meta.termsTitle': publicPages.terms.title,
    'meta.termsDescription': publicPages.terms.description,
    'meta.privacyTitle': publicPages.privacy.title,
    'meta.privacyDescription': publicPages.privacy.description,
    'meta.usagePolicyTitle': publicPages.usagePolicy.title,
    'meta.usagePolicyDescription': publicPages.usagePolicy.description,
  },
  en: {
    'meta.homeTitle': 'Cotizauto · Car insurance online',
    'meta.homeDescription':
      'Quote and compare your car insurance with up to 8 insurers in under 3 minutes and buy it online.',
    'meta.compareInsuranceTitle': 'Compare car insurance from up to 8 insurers · Cotizauto',
    'meta.compareInsuranceDescription':
      'Compare your car insurance price with up to 8 insurers and renew your policy online, paper-free.',
    'meta.quoteTitle': 'Quote your car insurance · Cotizauto',
    'meta.quoteDescription':
      'Tell us your car, its year and your postal code and get quotes from up to 8 insurers.',
    'meta.helpTitle': 'Help · Cotizauto',
    'meta.helpDescription':
      'Answers on how to quote, buy and use your car insurance, or give us a call.',
    'meta.termsTitle': 'Terms and conditions · Cotizauto',
    'meta.termsDescription':
      "Cotizauto's terms and conditions: brokerage, documents, payments, the insured's rights and jurisdiction.",
    'meta.privacyTitle': 'Privacy notice · Cotizauto',
    'meta.privacyDescription':
      'How Cotizauto handles your personal data and how to exercise your data and objection rights.',
    'meta.usagePolicyTitle': 'Usage policy · Cotizauto',
    'meta.usagePolicyDescription':
      "Rules for using Cotizauto's site and accounts: age, personal account, e-mails and restrictions.",
  },
});
