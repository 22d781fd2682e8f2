import type { PDFFont } from 'pdf-lib';
import { insurers } from '../../domain/insurers';
import type { Quotation } from '../../domain/quotation';
import type { ServerTexts } from '../texts/catalogue';
import { coverageRows, frequencyName, packageName } from '../texts/policy-terms';
import type { StoredQuotation } from './quotation-store';

/**
 * The quote PDF's file name: package, brand, subbrand and model in the reader's language, e.g.
 * cotizacion-amplia-nissan-versa-2020.pdf or quote-comprehensive-nissan-versa-2020.pdf.
 */
export function quotePdfFileName(first: StoredQuotation, texts: ServerTexts): string {
  const { vehicle, answer } = first;
  const parts = [
    texts.t('quotePdf.fileNamePrefix'),
    packageName(texts, answer.package),
    vehicle.brand,
    vehicle.subBrand,
    String(vehicle.modelYear),
  ];
  return `${parts.map(slug).join('-')}.pdf`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A one-vehicle quote: each insurer's price, receipts and coverages, in the reader's language. */
export async function renderQuotePdf(
  quotes: readonly StoredQuotation[],
  texts: ServerTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  // Loaded on the first PDF: at start it cost about 0.2 s of CPU and 20 MB that most processes never use.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('quotePdf.title'));
  pdf.setAuthor('Cotizauto');
  pdf.setLanguage(texts.localeTag);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const first = quotes[0] as StoredQuotation;
  let page = pdf.addPage([612, 792]);
  const writer = { y: 750 };
  const write: Write = (text, size = 10, font = fonts.regular, x = 50) => {
    page.drawText(text, { x, y: writer.y, size, font, color: rgb(0.1, 0.1, 0.15) });
    writer.y -= size + 6;
  };
  write(t('quotePdf.title'), 18, fonts.bold);
  const { vehicle, inputs } = first;
  write(
    `${vehicle.brand} ${vehicle.subBrand} ${vehicle.modelYear} · ${vehicle.description}`,
    12,
    fonts.bold,
  );
  write(
    t('quotePdf.terms', {
      postalCode: inputs.postalCode,
      package: packageName(texts, first.answer.package),
      frequency: frequencyName(texts, first.answer.paymentFrequency),
    }),
  );
  writer.y -= 8;
  for (const { answer } of quotes) {
    if (writer.y < 200) {
      page = pdf.addPage([612, 792]);
      writer.y = 750;
    }
    writeQuote(write, fonts.bold, answer, texts);
  }
  write(t('quotePdf.footnote'), 8);
  return pdf.save();
}

type Write = (text: string, size?: number, font?: PDFFont, x?: number) => void;

function writeQuote(write: Write, bold: PDFFont, answer: Quotation, texts: ServerTexts) {
  const { t, money } = texts;
  write(
    t('quotePdf.price', {
      insurer: insurers[answer.providerCode].displayName,
      price: money(answer.discountPrice),
      regularPrice: money(answer.regularPrice),
      percent: answer.savingsPercent,
    }),
    11,
    bold,
  );
  const receipts =
    answer.payments > 1
      ? t('quotePdf.instalments', {
          first: money(answer.firstPayment),
          count: answer.payments - 1,
          next: money(answer.nextPayments),
        })
      : t('quotePdf.singlePayment', { amount: money(answer.firstPayment) });
  write(receipts, 9);
  for (const [label, value] of coverageRows(texts, answer.coverages))
    write(`${label}: ${value}`, 9, undefined, 62);
  write(t('quotePdf.validUntil', { date: texts.day(answer.expiresAt) }), 8, undefined, 62);
  write('', 2);
}
