import { defineStrings } from '../define-strings';

/** Labels of the external links (docs/behaviour/screens.md#the-home-page) and the broker's registration. */
export const linksStrings = defineStrings({
  es: {
    'links.partners': 'Socios comerciales',
    'links.joinUs': 'Únete a nosotros',
    'links.partnerPortal': 'Portal de socios',
    'links.vehicleRegistry': 'REPUVE (Registro Público Vehicular)',
    'links.call': 'Llámanos',
    'links.whatsApp': 'Escríbenos por WhatsApp',
    'links.walletSignIn': 'Accede a tu cartera',
    'links.walletCreateAccount': 'Crea tu cuenta',
    'links.brokerRegistration': 'Agente de seguros registrado ante la CNSF con el número {number}.',
  },
  en: {
    'links.partners': 'Business partners',
    'links.joinUs': 'Join us',
    'links.partnerPortal': 'Partner portal (Portal de socios)',
    'links.vehicleRegistry': 'REPUVE (Public Vehicle Registry)',
    'links.call': 'Call us',
    'links.whatsApp': 'Message us on WhatsApp',
    'links.walletSignIn': 'Sign in to your wallet',
    'links.walletCreateAccount': 'Create your account',
    'links.brokerRegistration': 'Insurance broker registered with the CNSF under number {number}.',
  },
});
