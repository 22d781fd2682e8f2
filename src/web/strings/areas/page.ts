import { defineStrings } from '../define-strings';

export const pageStrings = defineStrings({
  es: {
    'page.quote': 'Cotiza tu seguro',
    'page.quoteCart': '¡Solo algunos datos más!',
    'page.quoteCartText': 'Estos datos son necesarios para calcular el precio de tu seguro.',
    'page.seeQuote': 'Compara tus cotizaciones',
    'page.emitCart': 'Contrata tu seguro',
    'page.cart': 'Datos para tu póliza',
    'page.thankYou': '¡Tu póliza está lista!',
    'page.help': 'Ayuda',
    'page.about': 'Conócenos',
    'page.flows': 'Flujos de la aplicación',
    'page.terms': 'Términos y condiciones',
    'page.privacy': 'Aviso de privacidad',
    'page.usage': 'Política de uso',
  },
  en: {
    'page.quote': 'Quote your insurance',
    'page.quoteCart': 'Just a few more details!',
    'page.quoteCartText': 'We need these details to price your insurance.',
    'page.seeQuote': 'Compare your quotes',
    'page.emitCart': 'Buy your insurance',
    'page.cart': 'Your policy details',
    'page.thankYou': 'Your policy is ready!',
    'page.help': 'Help',
    'page.about': 'About us',
    'page.flows': 'Application flows',
    'page.terms': 'Terms and conditions',
    'page.privacy': 'Privacy notice',
    'page.usage': 'Usage policy',
  },
});
