import { defineStrings } from '../define-strings';

export const commonStrings = defineStrings({
  es: {
    'common.backHome': 'Volver al inicio',
    'common.loading': 'Cargando…',
  },
  en: {
    'common.backHome': 'Back to home',
    'common.loading': 'Loading…',
  },
});
