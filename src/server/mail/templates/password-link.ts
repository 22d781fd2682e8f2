import { html } from '../html';
import type { ServerTexts } from '../../texts/catalogue';
import { greeting, mailDocument, siteLink, type RenderedMail } from './rendered-mail';

export interface OneTimeLinkMail {
  firstName?: string;
  /** The one-time link only the address's owner can follow. */
  link: string;
  validMinutes: number;
}

/** The mails whose whole point is a one-time link to the address's owner (texts `mail.<kind>.*`). */
export type OneTimeLinkKind = 'passwordLink' | 'cartAccess';

/**
 * A one-time link mailed to an address: the password link (sent whenever someone asks for an
 * account with this address, so nobody else can give the account a password) and the cart
 * access link (sent when another browser asks for a saved cart's personal data).
 */
export function renderOneTimeLink(
  kind: OneTimeLinkKind,
  mail: OneTimeLinkMail,
  texts: ServerTexts,
): RenderedMail {
  const { t } = texts;
  const subject = t(`mail.${kind}.subject`, { brand: texts.brand });
  const asked = t(`mail.${kind}.asked`, { brand: texts.brand });
  const follow = t(`mail.${kind}.follow`, { minutes: mail.validMinutes });
  const ignore = t(`mail.${kind}.ignore`);
  const hello = greeting(texts, mail.firstName);
  const link = siteLink(texts, mail.link);
  const text = [hello, '', asked, follow, link, '', ignore].join('\n');
  const body = html`<p>${hello}</p>
    <p>${asked}</p>
    <p>${follow}</p>
    <p><a href="${link}">${t(`mail.${kind}.link`)}</a></p>
    <p>${ignore}</p>`;
  return { subject, text, html: mailDocument(texts, subject, body) };
}

export const renderPasswordLink = (mail: OneTimeLinkMail, texts: ServerTexts) =>
  renderOneTimeLink('passwordLink', mail, texts);
