import { defineStrings } from '../define-strings';

export const notFoundStrings = defineStrings({
  es: {
    'notFound.title': 'No encontramos esta página',
    'notFound.text': 'La dirección no existe o cambió. Vuelve al inicio para cotizar tu seguro.',
  },
  en: {
    'notFound.title': 'We could not find this page',
    'notFound.text':
      'The address does not exist or has changed. Go back home to quote your insurance.',
  },
});
