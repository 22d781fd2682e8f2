import { html, type HtmlFragment } from '../html';
import type { ServerTexts } from '../../texts/catalogue';

/** A message ready for the outbox: what the recipient reads, as plain text and as HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What every template may need besides the request's content. */
export interface MailContext {
  /** The site's public origin, for links. */
  publicBaseUrl: string;
  /** How long a saved cart lives. */
  cartTtlDays: number;
}

export const greeting = (texts: ServerTexts, firstName: string | undefined) =>
  firstName ? texts.t('mail.greeting', { firstName }) : texts.t('mail.greetingNoName');

/**
 * A link into the site that opens it in the reader's language: English adds `lang=en`, Spanish
 * (the site's default) leaves the link as it was.
 */
export function siteLink(texts: ServerTexts, url: string): string {
  if (texts.language === 'es') return url;
  const link = new URL(url);
  link.searchParams.set('lang', texts.language);
  return link.toString();
}

/** The HTML frame of every message: language, title and a readable width. */
export function mailDocument(texts: ServerTexts, subject: string, body: HtmlFragment): string {
  return html`<!doctype html>
    <html lang="${texts.localeTag}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="font-family: Arial, sans-serif; color: #1a1b1e; line-height: 1.5">
        <main style="max-width: 560px; margin: 0 auto; padding: 16px">
          ${body}
          <p style="color: #5c5f66; font-size: 13px">
            ${texts.t('mail.footer', { brand: texts.brand })}
          </p>
        </main>
      </body>
    </html>`.markup;
}
