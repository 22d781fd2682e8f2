import { escapeHtml } from '../mail/html';
import type { PublicPage } from '../../domain/public-pages';

/** The head tags a public page is served with, so crawlers and link previews need no script. */
export function publicPageHeadTags(page: PublicPage, publicBaseUrl: string): string {
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Cotizauto'],
    ['og:locale', 'es_MX'],
    ['og:title', page.title],
    ['og:description', page.description],
    ['og:url', `${publicBaseUrl}${page.path}`],
  ];
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
  ].join('\n    ');
}

/** index.html with its default title and description replaced by the page's head tags. */
export function withPageHead(indexHtml: string, headTags: string): string {
  return indexHtml
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${headTags}\n  </head>`);
}
