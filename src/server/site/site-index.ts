import type { FastifyInstance } from 'fastify';
import { crawlerDisallowedPaths, publicPages } from '../../domain/site/public-pages';
import { escapeHtml } from '../mail/html';

/** sitemap.xml lists every public page (the search landing page too); robots.txt points to it. */
export async function siteIndexRoutes(
  app: FastifyInstance,
  { publicBaseUrl }: { publicBaseUrl: string },
) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = Object.values(publicPages).map((page) =>
      sitemapEntry(`${publicBaseUrl}${page.path}`),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n` +
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
          `${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...crawlerDisallowedPaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicBaseUrl}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
}

/** One page, with its Spanish and English (?lang=en) addresses as alternates. */
function sitemapEntry(url: string): string {
  const alternates = [
    ['es-MX', url],
    ['en', `${url}?lang=en`],
  ]
    .map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(href!)}"/>`,
    )
    .join('');
  return `  <url><loc>${escapeHtml(url)}</loc>${alternates}</url>`;
}
