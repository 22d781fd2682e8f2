import { html } from '../html';
import type { ServerTexts } from '../../texts/catalogue';
import { greeting, mailDocument, type RenderedMail } from './rendered-mail';

export interface AccountCreatedMail {
  emailAddress: string;
  firstName?: string;
}

/** After the buyer creates the password of their account. */
export function renderAccountCreated(
  account: AccountCreatedMail,
  texts: ServerTexts,
): RenderedMail {
  const { t } = texts;
  const subject = t('mail.accountCreated.subject', { brand: texts.brand });
  const created = t('mail.accountCreated.created', { emailAddress: account.emailAddress });
  const use = t('mail.accountCreated.use');
  const hello = greeting(texts, account.firstName);
  const text = [hello, '', created, use].join('\n');
  const body = html`<p>${hello}</p>
    <p>${created}</p>
    <p>${use}</p>`;
  return { subject, text, html: mailDocument(texts, subject, body) };
}
