import { html } from '../html';
import type { ServerTexts } from '../../texts/catalogue';
import {
  greeting,
  mailDocument,
  siteLink,
  type MailContext,
  type RenderedMail,
} from './rendered-mail';

/** The link that reopens the saved cart: the app restores it from the cartId query parameter. */
export function restoreCartLink(publicBaseUrl: string, cartId: string): string {
  return `${publicBaseUrl}/?${new URLSearchParams({ cartId })}`;
}

/** What the saved-quote message says, all of it read from the saved cart. */
export interface SavedQuoteMail {
  cartId: string;
  firstName?: string;
  /** e.g. 'Nissan Versa 2019': the mail names the vehicle when the cart has its version. */
  vehicle?: string;
}

/** The save-quote modal's message: a link that restores the cart, in the reader's language. */
export function renderSavedQuote(
  content: SavedQuoteMail,
  context: MailContext,
  texts: ServerTexts,
): RenderedMail {
  const { t } = texts;
  const link = siteLink(texts, restoreCartLink(context.publicBaseUrl, content.cartId));
  const subject = t('mail.savedQuote.subject', { brand: texts.brand });
  const saved = content.vehicle
    ? t('mail.savedQuote.savedFor', { vehicle: content.vehicle })
    : t('mail.savedQuote.saved');
  const resume = `${saved} ${t('mail.savedQuote.resume')}`;
  const keptFor = t('mail.savedQuote.keptFor', { days: context.cartTtlDays });
  const hello = greeting(texts, content.firstName);
  const text = [hello, '', resume, link, '', keptFor].join('\n');
  const body = html`<p>${hello}</p>
    <p>${resume}</p>
    <p><a href="${link}">${t('mail.savedQuote.link')}</a></p>
    <p>${keptFor}</p>`;
  return { subject, text, html: mailDocument(texts, subject, body) };
}
