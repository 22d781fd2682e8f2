import { defineStrings } from '../define-strings';

/** The e-mailed link's page, /cuenta/contrasena (docs/behaviour/purchase/after-purchase.md). */
export const accountPasswordStrings = defineStrings({
  es: {
    'accountPassword.title': 'Crea tu contraseña',
    'accountPassword.intro':
      'Elige la contraseña de tu cuenta. Al guardarla, iniciarás sesión en este navegador.',
    'accountPassword.submit': 'Guardar contraseña',
    'accountPassword.doneTitle': 'Tu contraseña está lista',
    'accountPassword.doneText':
      'Guardamos tu contraseña y ya iniciaste sesión. Consulta y paga tus pólizas en tu cuenta, o cotiza otro auto.',
    'accountPassword.refusedTitle': 'Este enlace ya no sirve',
    'accountPassword.refusedHelp':
      'Los enlaces para crear tu contraseña se usan una sola vez y vencen en una hora. Vuelve a comprar o cotizar con tu correo para recibir uno nuevo.',
    'accountPassword.goHome': 'Ir al inicio',
    'accountPassword.goAccount': 'Ver mis pólizas',
  },
  en: {
    'accountPassword.title': 'Create your password',
    'accountPassword.intro':
      'Choose your account’s password. Once saved, you are signed in on this browser.',
    'accountPassword.submit': 'Save password',
    'accountPassword.doneTitle': 'Your password is set',
    'accountPassword.doneText':
      'We saved your password and you are signed in. See and pay your policies in your account, or quote another car.',
    'accountPassword.refusedTitle': 'This link no longer works',
    'accountPassword.refusedHelp':
      'Password links work once and expire after an hour. Buy or quote again with your e-mail to get a new one.',
    'accountPassword.goHome': 'Go to the home page',
    'accountPassword.goAccount': 'See my policies',
  },
});
