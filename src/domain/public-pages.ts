import { clientRoutes } from './routes';

/** A page search engines may index, with the Spanish title and description they are shown. */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

/**
 * The public pages: the sitemap lists them, the server writes their meta description and
 * Open Graph tags into the page it serves, and the browser keeps them current (in English too).
 */
export const publicPages = {
  home: {
    path: clientRoutes.home,
    title: 'Cotizauto · Seguro de auto en línea',
    description:
      'Cotiza y compara el seguro de tu auto con hasta 8 aseguradoras en menos de 3 minutos y contrátalo en línea.',
  },
  compareInsurance: {
    path: clientRoutes.compareInsurance,
    title: 'Compara seguros de auto de hasta 8 aseguradoras · Cotizauto',
    description:
      'Compara el precio del seguro de tu auto con hasta 8 aseguradoras y renueva tu póliza en línea, sin papeles.',
  },
  quote: {
    path: clientRoutes.quote,
    title: 'Cotiza tu seguro de auto · Cotizauto',
    description:
      'Dinos qué auto tienes, el año y tu código postal y recibe cotizaciones de hasta 8 aseguradoras.',
  },
  help: {
    path: clientRoutes.help,
    title: 'Ayuda · Cotizauto',
    description:
      'Resuelve tus dudas sobre cómo cotizar, contratar y usar tu seguro de auto, o llámanos.',
  },
  terms: {
    path: clientRoutes.terms,
    title: 'Términos y condiciones · Cotizauto',
    description:
      'Términos y condiciones de Cotizauto: intermediación, documentos, pagos, derechos del asegurado y jurisdicción.',
  },
  privacy: {
    path: clientRoutes.privacy,
    title: 'Aviso de privacidad · Cotizauto',
    description:
      'Cómo trata Cotizauto tus datos personales y cómo ejercer tus derechos ARCO y de oposición.',
  },
  usagePolicy: {
    path: clientRoutes.usagePolicy,
    title: 'Política de uso · Cotizauto',
    description:
      'Reglas para usar el sitio y las cuentas de Cotizauto: edad, cuenta personal, correos y restricciones.',
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof publicPages;

export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(publicPages).find((page) => page.path === path);
}

/** Paths crawlers are asked to skip: personal carts, checkout, results and tooling. */
export const crawlerDisallowedPaths = [
  '/api/',
  '/dev/',
  clientRoutes.quoteCart,
  clientRoutes.seeQuote,
  clientRoutes.emitCart,
  clientRoutes.cart,
  clientRoutes.thankYou,
  clientRoutes.flows,
] as const;
