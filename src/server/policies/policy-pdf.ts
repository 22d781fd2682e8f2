import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatLongDate } from '../../domain/dates';
import { insurers, type InsurerCode } from '../../domain/insurers';
import { formatMxn } from '../../domain/money';
import { packageByCode, type PackageCode } from '../../domain/packages';
import {
  paymentFrequencyByCode,
  type PaymentFrequencyCode,
} from '../../domain/payment-frequencies';
import type { Policy } from './policy-store';

/** The policy's cover page, label and value, in the order the insurer prints them. */
export function policyLines(policy: Policy): [string, string][] {
  return [
    ['Número de póliza', policy.policyNumber],
    ['Aseguradora', insurers[policy.insurer as InsurerCode].displayName],
    ['Contratante', policy.holderName],
    ['RFC', policy.tin],
    ['Correo electrónico', policy.holderEmail],
    ['Vehículo', policy.vehicle],
    ['Número de serie', policy.vin],
    ['Placas', policy.licensePlates],
    ['Uso', 'Particular'],
    ['Paquete', packageByCode(policy.package as PackageCode).label],
    [
      'Forma de pago',
      paymentFrequencyByCode(policy.paymentFrequency as PaymentFrequencyCode).label,
    ],
    ['Prima total', formatMxn(policy.total)],
    ['Vigencia', `del ${formatLongDate(policy.beginDate)} al ${formatLongDate(policy.endDate)}`],
    ['Estado del pago', policy.paymentStatus === 'paid' ? 'Pagada' : 'Pago pendiente'],
  ];
}

/** The issued policy as a one-page PDF (carátula de póliza). */
export async function renderPolicyPdf(policy: Policy): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Póliza ${policy.policyNumber}`);
  pdf.setAuthor('Cotizauto');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  const color = rgb(0.1, 0.1, 0.15);
  let y = 740;
  page.drawText('Póliza de seguro de automóvil', { x: 50, y, size: 18, font: bold, color });
  y -= 36;
  for (const [label, value] of policyLines(policy)) {
    page.drawText(label, { x: 50, y, size: 10, font: bold, color });
    page.drawText(value, { x: 200, y, size: 10, font: regular, color });
    y -= 20;
  }
  const note =
    'Revisa los datos de esta carátula. El intermediario no asume riesgos; la aseguradora decide la aceptación.';
  page.drawText(note, { x: 50, y: y - 10, size: 8, font: regular, color });
  return pdf.save();
}
