import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { insurers } from '../../domain/insurers';
import { formatMxn } from '../../domain/money';
import { packageByCode } from '../../domain/packages';
import { paymentFrequencyByCode } from '../../domain/payment-frequencies';
import { coverageSummaryRows, coverageText } from '../../domain/coverage-summary';
import type { Quotation } from '../../domain/quotation';
import type { StoredQuotation } from './quotation-store';

/** The quote PDF's file name: package, brand, subbrand and model, e.g. cotizacion-amplia-nissan-versa-2020.pdf. */
export function quotePdfFileName(first: StoredQuotation): string {
  const { vehicle, answer } = first;
  const parts = [
    'cotizacion',
    packageByCode(answer.package).label,
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

/** A one-vehicle quote: each insurer's price, receipts and coverages. */
export async function renderQuotePdf(quotes: readonly StoredQuotation[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Cotización de seguro de auto');
  pdf.setAuthor('Cotizauto');
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
  write('Cotización de seguro de auto', 18, fonts.bold);
  const { vehicle, inputs } = first;
  write(
    `${vehicle.brand} ${vehicle.subBrand} ${vehicle.modelYear} · ${vehicle.description}`,
    12,
    fonts.bold,
  );
  write(
    `Código postal ${inputs.postalCode} · Paquete ${packageByCode(first.answer.package).label} · Pago ${paymentFrequencyByCode(first.answer.paymentFrequency).label}`,
  );
  writer.y -= 8;
  for (const { answer } of quotes) {
    if (writer.y < 200) {
      page = pdf.addPage([612, 792]);
      writer.y = 750;
    }
    writeQuote(write, fonts.bold, answer);
  }
  write(
    'Precios en pesos mexicanos con IVA y derecho de póliza incluidos. Sujetos a la vigencia de cada cotización.',
    8,
  );
  return pdf.save();
}

type Write = (text: string, size?: number, font?: PDFFont, x?: number) => void;

function writeQuote(write: Write, bold: PDFFont, answer: Quotation) {
  write(
    `${insurers[answer.providerCode].displayName}: ${formatMxn(answer.discountPrice)} (antes ${formatMxn(answer.regularPrice)}, ahorras ${answer.savingsPercent} %)`,
    11,
    bold,
  );
  const receipts =
    answer.payments > 1
      ? `Primer pago ${formatMxn(answer.firstPayment)} y ${answer.payments - 1} pagos de ${formatMxn(answer.nextPayments)}`
      : `Pago único de ${formatMxn(answer.firstPayment)}`;
  write(receipts, 9);
  for (const [key, label] of coverageSummaryRows)
    write(`${label}: ${coverageText(answer.coverages[key])}`, 9, undefined, 62);
  write(
    `Oferta válida hasta ${new Date(answer.expiresAt).toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City' })}`,
    8,
    undefined,
    62,
  );
  write('', 2);
}
