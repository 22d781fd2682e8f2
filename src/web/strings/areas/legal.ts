import { defineStrings } from '../define-strings';

/** The legal pages' frame; their clauses live in typed modules under src/web/legal/. */
export const legalStrings = defineStrings({
  es: {
    'legal.updated': 'Última actualización: {date}',
    'legal.contents': 'Contenido',
    'legal.print': 'Imprimir',
  },
  en: {
    'legal.updated': 'Last updated: {date}',
    'legal.contents': 'Contents',
    'legal.print': 'Print',
  },
});
