import { defineStrings } from '../define-strings';

export const navStrings = defineStrings({
  es: {
    'nav.protectionClub': 'Club de protección',
    'nav.partner': 'Coppel',
    'nav.signIn': 'Accede',
    'nav.createAccount': 'Crea tu cuenta',
    'nav.help': 'Ayuda',
    'nav.about': 'Conócenos',
    'nav.menu': 'Abrir menú',
    'nav.home': 'Ir al inicio',
    'nav.skipToContent': 'Saltar al contenido',
  },
  en: {
    'nav.protectionClub': 'Protection club',
    'nav.partner': 'Coppel',
    'nav.signIn': 'Sign in',
    'nav.createAccount': 'Create your account',
    'nav.help': 'Help',
    'nav.about': 'About us',
    'nav.menu': 'Open menu',
    'nav.home': 'Go to the home page',
    'nav.skipToContent': 'Skip to content',
  },
});
