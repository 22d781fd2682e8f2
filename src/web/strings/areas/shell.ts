import { defineStrings } from '../define-strings';

/** The header and footer's own words (the menu's are in nav, the footer's titles in footer). */
export const shellStrings = defineStrings({
  es: {
    'shell.mainNav': 'Principal',
    'shell.mobileNav': 'Menú móvil',
    'shell.accessibility': 'Accesibilidad',
  },
  en: {
    'shell.mainNav': 'Main',
    'shell.mobileNav': 'Mobile menu',
    'shell.accessibility': 'Accessibility',
  },
});
