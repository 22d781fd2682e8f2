import { escapeHtml } from '../mail/html';
import { openGraphLocales, pageSummary, type PublicPage } from '../../domain/site/public-pages';
import type { Language } from '../../domain/site/languages';
import { brandNames, brandVariantOf, type BrandVariant } from '../../domain/site/partners';

/**
 * The picture link previews show, per brand: public/og-image.jpg is drawn with the own brand's
 * wordmark, so a partner's site shows none rather than another brand's.
 */
const shareImages: Partial<Record<BrandVariant, { path: string; alt: string }>> = {
  own: {
    path: '/og-image.jpg',
    alt: `${brandNames.own}: compara el seguro de tu auto con hasta 8 aseguradoras`,
  },
};

/** What a page's head says about the site: its address and the brand the build wears. */
export interface SiteIdentity {
  publicBaseUrl: string;
  /** The build's partner code (VITE_PARTNER_CODE); the own brand when unset. */
  partnerCode: string | undefined;
}

function shareImageProperties(variant: BrandVariant, publicBaseUrl: string): [string, string][] {
  const image = shareImages[variant];
  if (!image) return [];
  return [
    ['og:image', `${publicBaseUrl}${image.path}`],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', image.alt],
  ];
}

/**
 * The head tags a public page is served with, so crawlers and link previews need no script:
 * title, description and site name name the build's brand.
 */
export function publicPageHeadTags(
  page: PublicPage,
  language: Language,
  { publicBaseUrl, partnerCode }: SiteIdentity,
): string {
  const url = `${publicBaseUrl}${page.path}`;
  const variant = brandVariantOf(partnerCode);
  const { title, description } = pageSummary(page, language, brandNames[variant]);
  const image = shareImageProperties(variant, publicBaseUrl);
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', brandNames[variant]],
    ['og:locale', openGraphLocales[language]],
    ['og:title', title],
    ['og:description', description],
    ['og:url', language === 'en' ? `${url}?lang=en` : url],
    ...image,
  ];
  const card = image.length ? 'summary_large_image' : 'summary';
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="${card}" />`,
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
