import { html } from '../html';
import { brandName, greeting, mailDocument, type RenderedMail } from './rendered-mail';

export interface AccountCreatedMail {
  emailAddress: string;
  firstName?: string;
}

/** After the buyer creates the password of their account. */
export function renderAccountCreated(account: AccountCreatedMail): RenderedMail {
  const subject = `Tu cuenta de ${brandName} está lista`;
  const created = `Creamos tu cuenta con el correo ${account.emailAddress}.`;
  const use = 'Desde ella puedes ver y descargar tus pólizas cuando lo necesites.';
  const text = [greeting(account.firstName), '', created, use].join('\n');
  const body = html`<p>${greeting(account.firstName)}</p>
    <p>${created}</p>
    <p>${use}</p>`;
  return { subject, text, html: mailDocument(subject, body) };
}
