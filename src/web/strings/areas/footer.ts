import { defineStrings } from '../define-strings';

export const footerStrings = defineStrings({
  es: {
    'footer.insurance': 'Seguros',
    'footer.aboutUs': 'Conócenos',
    'footer.resources': 'Recursos',
    'footer.contact': 'Contáctanos',
    'footer.terms': 'Términos y condiciones',
    'footer.privacy': 'Aviso de privacidad',
    'footer.usage': 'Política de uso',
    'footer.credits': 'Créditos de datos',
    'footer.newTab': '(se abre en una pestaña nueva)',
  },
  en: {
    'footer.insurance': 'Insurance',
    'footer.aboutUs': 'About us',
    'footer.resources': 'Resources',
    'footer.contact': 'Contact us',
    'footer.terms': 'Terms and conditions',
    'footer.privacy': 'Privacy notice',
    'footer.usage': 'Usage policy',
    'footer.credits': 'Data credits',
    'footer.newTab': '(opens in a new tab)',
  },
});
