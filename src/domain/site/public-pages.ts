import { clientRoutes } from './routes.ts'; // with its extension: the Vite config loads this file
import type { Language } from './languages';

/** What search results and link previews show for a page, in one language. */
export interface PageSummary {
  title: string;
  description: string;
}

/**
 * A page search engines may index, with its summary in each language; `{brand}` stands for the
 * name of the brand the visitor sees (`pageSummary` puts it in).
 */
export interface PublicPage extends Record<Language, PageSummary> {
  path: string;
}

/**
 * The public pages: the sitemap lists them, the server writes their meta description and
 * Open Graph tags into the page it serves (English for ?lang=en), and the browser keeps them
 * current as the route and the language change.
 */
export const publicPages = {
  home: {
    path: clientRoutes.home,
    es: {
      title: '{brand} · Seguro de auto en línea',
      description:
        'Cotiza y compara el seguro de tu auto con hasta 8 aseguradoras en menos de 3 minutos y contrátalo en línea.',
    },
    en: {
      title: '{brand} · Car insurance online',
      description:
        'Quote and compare your car insurance with up to 8 insurers in under 3 minutes and buy it online.',
    },
  },
  compareInsurance: {
    path: clientRoutes.compareInsurance,
    es: {
      title: 'Compara seguros de auto de hasta 8 aseguradoras · {brand}',
      description:
        'Compara el precio del seguro de tu auto con hasta 8 aseguradoras y renueva tu póliza en línea, sin papeles.',
    },
    en: {
      title: 'Compare car insurance from up to 8 insurers · {brand}',
      description:
        'Compare your car insurance price with up to 8 insurers and renew your policy online, paper-free.',
    },
  },
  quote: {
    path: clientRoutes.quote,
    es: {
      title: 'Cotiza tu seguro de auto · {brand}',
      description:
        'Dinos qué auto tienes, el año y tu código postal y recibe cotizaciones de hasta 8 aseguradoras.',
    },
    en: {
      title: 'Quote your car insurance · {brand}',
      description:
        'Tell us your car, its year and your postal code and get quotes from up to 8 insurers.',
    },
  },
  help: {
    path: clientRoutes.help,
    es: {
      title: 'Ayuda · {brand}',
      description:
        'Resuelve tus dudas sobre cómo cotizar, contratar y usar tu seguro de auto, o llámanos.',
    },
    en: {
      title: 'Help · {brand}',
      description: 'Answers on how to quote, buy and use your car insurance, or give us a call.',
    },
  },
  terms: {
    path: clientRoutes.terms,
    es: {
      title: 'Términos y condiciones · {brand}',
      description:
        'Términos y condiciones de {brand}: intermediación, documentos, pagos, derechos del asegurado y jurisdicción.',
    },
    en: {
      title: 'Terms and conditions · {brand}',
      description:
        "{brand}'s terms and conditions: brokerage, documents, payments, the insured's rights and jurisdiction.",
    },
  },
  privacy: {
    path: clientRoutes.privacy,
    es: {
      title: 'Aviso de privacidad · {brand}',
      description:
        'Cómo trata {brand} tus datos personales y cómo ejercer tus derechos ARCO y de oposición.',
    },
    en: {
      title: 'Privacy notice · {brand}',
      description:
        'How {brand} handles your personal data and how to exercise your data and objection rights.',
    },
  },
  usagePolicy: {
    path: clientRoutes.usagePolicy,
    es: {
      title: 'Política de uso · {brand}',
      description:
        'Reglas para usar el sitio y las cuentas de {brand}: edad, cuenta personal, correos y restricciones.',
    },
    en: {
      title: 'Usage policy · {brand}',
      description:
        "Rules for using {brand}'s site and accounts: age, personal account, e-mails and restrictions.",
    },
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof publicPages;

/** Open Graph's name for each language. */
export const openGraphLocales: Record<Language, string> = { es: 'es_MX', en: 'en_US' };

/** The page's title and description in `language`, naming the brand the visitor sees. */
export function pageSummary(page: PublicPage, language: Language, brandName: string): PageSummary {
  const { title, description } = page[language];
  return {
    title: title.replaceAll('{brand}', brandName),
    description: description.replaceAll('{brand}', brandName),
  };
}

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
