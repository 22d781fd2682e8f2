import { defineStrings } from '../define-strings';

export const errorStrings = defineStrings({
  es: {
    'error.title': 'Algo salió mal',
    'error.text':
      'Lo sentimos, ocurrió un error inesperado. Ya estamos enterados. Recarga la página o vuelve al inicio.',
    'error.reload': 'Recargar la página',
  },
  en: {
    'error.title': 'Something went wrong',
    'error.text':
      'Sorry, an unexpected error happened. We have been notified. Reload the page or go back home.',
    'error.reload': 'Reload the page',
  },
});
