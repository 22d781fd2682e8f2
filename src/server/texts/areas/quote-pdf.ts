import { defineStrings } from '../../../domain/site/catalogue-strings';

/** The quote PDF (results page, 'Descargar PDF'). */
export const quotePdfTexts = defineStrings({
  es: {
    'quotePdf.fileNamePrefix': 'cotizacion',
    'quotePdf.title': 'Cotización de seguro de auto',
    'quotePdf.terms': 'Código postal {postalCode} · Paquete {package} · Pago {frequency}',
    'quotePdf.price': '{insurer}: {price} (antes {regularPrice}, ahorras {percent} %)',
    'quotePdf.instalments': 'Primer pago {first} y {count} pagos de {next}',
    'quotePdf.singlePayment': 'Pago único de {amount}',
    'quotePdf.validUntil': 'Oferta válida hasta {date}',
    'quotePdf.footnote':
      'Precios en pesos mexicanos con IVA y derecho de póliza incluidos. Sujetos a la vigencia de cada cotización.',
  },
  en: {
    'quotePdf.fileNamePrefix': 'quote',
    'quotePdf.title': 'Car insurance quote',
    'quotePdf.terms': 'Postal code {postalCode} · {package} package · {frequency} payment',
    'quotePdf.price': '{insurer}: {price} (was {regularPrice}, you save {percent}%)',
    'quotePdf.instalments': 'First payment {first} and {count} payments of {next}',
    'quotePdf.singlePayment': 'Single payment of {amount}',
    'quotePdf.validUntil': 'Offer valid until {date}',
    'quotePdf.footnote':
      'Prices in Mexican pesos, VAT and policy fee included. Subject to the validity of each quote.',
  },
});
