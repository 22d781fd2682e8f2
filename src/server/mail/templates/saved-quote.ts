import { html } from '../html';
import {
  brandName,
  greeting,
  mailDocument,
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

/** The save-quote modal's message: a link that restores the cart. */
export function renderSavedQuote(content: SavedQuoteMail, context: MailContext): RenderedMail {
  const link = restoreCartLink(context.publicBaseUrl, content.cartId);
  const subject = `Tu cotización de seguro de auto en ${brandName}`;
  const saved = content.vehicle
    ? `Guardamos tu cotización para tu ${content.vehicle}.`
    : 'Guardamos tu cotización.';
  const keptFor = `La conservamos durante ${context.cartTtlDays} días.`;
  const text = [
    greeting(content.firstName),
    '',
    `${saved} Retómala cuando quieras desde este enlace:`,
    link,
    '',
    keptFor,
  ].join('\n');
  const body = html`<p>${greeting(content.firstName)}</p>
    <p>${saved} Retómala cuando quieras desde este enlace:</p>
    <p><a href="${link}">Retomar mi cotización</a></p>
    <p>${keptFor}</p>`;
  return { subject, text, html: mailDocument(subject, body) };
}
