import { defineStrings } from '../define-strings';

/** The account page, /cuenta (docs/behaviour/purchase/account.md). */
export const accountPageStrings = defineStrings({
  es: {
    'accountPage.title': 'Mi cuenta',
    'accountPage.loading': 'Cargando tus pólizas…',
    'accountPage.loginTitle': 'Inicia sesión para ver tu póliza',
    'accountPage.loginIntro':
      'Entra con el correo con el que contrataste y la contraseña que creaste con el enlace que te enviamos.',
    'accountPage.policiesTitle': 'Mis pólizas',
    'accountPage.noPolicies': 'Aún no hay pólizas en esta cuenta.',
    'accountPage.policyTitle': 'Póliza {number}',
    'accountPage.insurer': 'Aseguradora',
    'accountPage.vehicle': 'Vehículo',
    'accountPage.package': 'Paquete',
    'accountPage.total': 'Total',
    'accountPage.status': 'Estado del pago',
    'accountPage.status.paid': 'Pagada',
    'accountPage.status.not-paid': 'Pago pendiente',
    'accountPage.status.no-charge': 'Sin cargo (código promocional)',
    'accountPage.amountDue': 'Por pagar',
    'accountPage.pendingHelp':
      'Tu póliza está activa, pero su pago está pendiente. Págala para que no sea cancelada.',
    'accountPage.payTitle': 'Paga la póliza {number}',
    'accountPage.retry': 'Intentar de nuevo',
    'accountPage.logout': 'Cerrar sesión',
  },
  en: {
    'accountPage.title': 'My account',
    'accountPage.loading': 'Loading your policies…',
    'accountPage.loginTitle': 'Log in to see your policy',
    'accountPage.loginIntro':
      'Log in with the e-mail you bought with and the password you created from the link we sent you.',
    'accountPage.policiesTitle': 'My policies',
    'accountPage.noPolicies': 'There are no policies in this account yet.',
    'accountPage.policyTitle': 'Policy {number}',
    'accountPage.insurer': 'Insurer',
    'accountPage.vehicle': 'Vehicle',
    'accountPage.package': 'Package',
    'accountPage.total': 'Total',
    'accountPage.status': 'Payment status',
    'accountPage.status.paid': 'Paid',
    'accountPage.status.not-paid': 'Payment pending',
    'accountPage.status.no-charge': 'No charge (promo code)',
    'accountPage.amountDue': 'Amount due',
    'accountPage.pendingHelp':
      'Your policy is active, but its payment is pending. Pay it so that it is not cancelled.',
    'accountPage.payTitle': 'Pay policy {number}',
    'accountPage.retry': 'Try again',
    'accountPage.logout': 'Log out',
  },
});
