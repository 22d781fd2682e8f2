import { defineStrings } from '../define-strings';

/** The shared accessibility pieces and the language switch. */
export const a11yStrings = defineStrings({
  es: {
    'a11y.errorSummaryTitle': 'Revisa lo siguiente',
    'a11y.siteDescription': 'Seguro de auto en línea',
    'a11y.languageSwitch': 'Idioma',
    'a11y.languageSpanish': 'Español',
    'a11y.languageEnglish': 'English',
  },
  en: {
    'a11y.errorSummaryTitle': 'There is a problem',
    'a11y.siteDescription': 'Car insurance online',
    'a11y.languageSwitch': 'Language',
    'a11y.languageSpanish': 'Español',
    'a11y.languageEnglish': 'English',
  },
});
