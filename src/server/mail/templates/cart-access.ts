import { html } from '../html';
import type { ServerTexts } from '../../texts/catalogue';
import { brandName, greeting, mailDocument, siteLink, type RenderedMail } from './rendered-mail';

export interface CartAccessMail {
  firstName?: string;
  /** The one-time link that proves the address and opens the cart's details in that browser. */
  link: string;
  validMinutes: number;
}

/** Sent to a saved cart's own address when another browser asks to see the buyer's details. */
export function renderCartAccess(mail: CartAccessMail, texts: ServerTexts): RenderedMail {
  const { t } = texts;
  const subject = t('mail.cartAccess.subject', { brand: brandName });
  const asked = t('mail.cartAccess.asked');
  const follow = t('mail.cartAccess.follow', { minutes: mail.validMinutes });
  const ignore = t('mail.cartAccess.ignore');
  const hello = greeting(texts, mail.firstName);
  const link = siteLink(texts, mail.link);
  const text = [hello, '', asked, follow, link, '', ignore].join('\n');
  const body = html`<p>${hello}</p>
    <p>${asked}</p>
    <p>${follow}</p>
    <p><a href="${link}">${t('mail.cartAccess.link')}</a></p>
    <p>${ignore}</p>`;
  return { subject, text, html: mailDocument(texts, subject, body) };
}
