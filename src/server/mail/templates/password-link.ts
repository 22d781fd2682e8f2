import { html } from '../html';
import type { ServerTexts } from '../../texts/catalogue';
import { brandName, greeting, mailDocument, siteLink, type RenderedMail } from './rendered-mail';

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
export function renderPasswordLink(mail: PasswordLinkMail, texts: ServerTexts): RenderedMail {
  const { t } = texts;
  const subject = t('mail.passwordLink.subject', { brand: brandName });
  const asked = t('mail.passwordLink.asked', { brand: brandName });
  const follow = t('mail.passwordLink.follow', { minutes: mail.validMinutes });
  const ignore = t('mail.passwordLink.ignore');
  const hello = greeting(texts, mail.firstName);
  const link = siteLink(texts, mail.link);
  const text = [hello, '', asked, follow, link, '', ignore].join('\n');
  const body = html`<p>${hello}</p>
    <p>${asked}</p>
    <p>${follow}</p>
    <p><a href="${link}">${t('mail.passwordLink.link')}</a></p>
    <p>${ignore}</p>`;
  return { subject, text, html: mailDocument(texts, subject, body) };
}
