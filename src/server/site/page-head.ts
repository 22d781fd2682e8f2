import { escapeHtml } from '../mail/html';
import { openGraphLocales, type PublicPage } from '../../domain/public-pages';
import type { Language } from '../../domain/languages';

/** The picture link previews show (public/og-image.jpg, drawn for Cotizauto). */
const shareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Cotizauto: compara el seguro de tu auto con hasta 8 aseguradoras',
};

/** The head tags a public page is served with, so crawlers and link previews need no script. */
export function publicPageHeadTags(
  page: PublicPage,
  language: Language,
  publicBaseUrl: string,
): string {
  const url = `${publicBaseUrl}${page.path}`;
  const { title, description } = page[language];
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Cotizauto'],
    ['og:locale', openGraphLocales[language]],
    ['og:title', title],
    ['og:description', description],
    ['og:url', language === 'en' ? `${url}?lang=en` : url],
    ['og:image', `${publicBaseUrl}${shareImage.path}`],
    ['og:image:width', String(shareImage.width)],
    ['og:image:height', String(shareImage.height)],
    ['og:image:alt', shareImage.alt],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // The same page in English is the ?lang=en address (the browser switches on it).
    `<link rel="alternate" hreflang="es-MX" href="${escapeHtml(url)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(`${url}?lang=en`)}" />`,
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
  ].join('\n    ');
}

/** index.html with its default title and description replaced by the page's head tags. */
export function withPageHead(indexHtml: string, headTags: string): string {
  return (
    indexHtml
      .replace(/\s*<title>[^<]*<\/title>/, '')
      // However index.html is laid out (a formatter splits a long tag over lines).
      .replace(/\s*<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `  ${headTags}\n  </head>`)
  );
}
