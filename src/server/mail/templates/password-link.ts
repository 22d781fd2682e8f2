import { html } from '../html';
import { brandName, greeting, mailDocument, type RenderedMail } from './rendered-mail';

export interface PasswordLinkMail {
  firstName?: string;
  /** The one-time link to the page where the address's owner types the password. */
  link: string;
  validMinutes: number;
}

/**
 * Sent whenever someone asks for an account with this address: only the address's owner can
 * follow the link, so nobody else can give the account a password.
 */
export function renderPasswordLink(mail: PasswordLinkMail): RenderedMail {
  const subject = `Crea la contraseña de tu cuenta de ${brandName}`;
  const asked = `Recibimos una solicitud para crear o cambiar la contraseña de tu cuenta de ${brandName}.`;
  const follow = `Para hacerlo abre este enlace en los próximos ${mail.validMinutes} minutos:`;
  const ignore = 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.';
  const text = [greeting(mail.firstName), '', asked, follow, mail.link, '', ignore].join('\n');
  const body = html`<p>${greeting(mail.firstName)}</p>
    <p>${asked}</p>
    <p>${follow}</p>
    <p><a href="${mail.link}">Crear mi contraseña</a></p>
    <p>${ignore}</p>`;
  return { subject, text, html: mailDocument(subject, body) };
}
