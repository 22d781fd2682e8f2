import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { coverageSummaryRows, coverageText } from '../../domain/coverage-summary';
import { formatLongDate } from '../../domain/dates';
import { insurers, type InsurerCode } from '../../domain/insurers';
import { formatMxn } from '../../domain/money';
import { packageByCode, type PackageCode } from '../../domain/packages';
import {
  paymentFrequencyByCode,
  type PaymentFrequencyCode,
} from '../../domain/payment-frequencies';
import type { PaymentStatus } from '../../domain/policy';
import type { QuotationCoverages } from '../../domain/quotation';
import type { Instalment } from '../payments/instalment-store';
import type { Policy } from './policy-store';

/** What the policy document shows: the policy, the coverages bought and how it is paid. */
export interface PolicyDocument {
  policy: Policy;
  coverages: QuotationCoverages;
  /** The receipts and their state; empty when nothing is charged. */
  schedule: readonly Instalment[];
  /** Months without interest the bank splits the single charge into (1: none). */
  interestFreeMonths: number;
}

const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  paid: 'Pagada',
  'not-paid': 'Pago pendiente',
  'no-charge': 'Sin cargo (código promocional)',
};

const receiptStatusLabels: Readonly<Record<Instalment['status'], string>> = {
  paid: 'Pagado',
  scheduled: 'Por cobrar',
  failed: 'Pago pendiente',
};

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
    ['Estado del pago', paymentStatusLabels[policy.paymentStatus as PaymentStatus]],
  ];
}

/** Each coverage bought with its sum insured and deductible. */
export function coverageLines(coverages: QuotationCoverages): [string, string][] {
  return coverageSummaryRows.map(([key, label]) => [label, coverageText(coverages[key])]);
}

/** Each receipt: its number, due date, amount and state; MSI is one charge the bank splits. */
export function scheduleLines(document: PolicyDocument): [string, string][] {
  const { schedule, interestFreeMonths } = document;
  if (schedule.length === 0) return [['Sin cargo', 'El código promocional cubre el pago']];
  return schedule.map((receipt) => {
    const msi =
      interestFreeMonths > 1 ? ` a ${interestFreeMonths} meses sin intereses con tu banco` : '';
    return [
      `Recibo ${receipt.number} de ${schedule.length}`,
      `${formatLongDate(receipt.dueDate)} · ${formatMxn(receipt.amount)}${msi} · ${receiptStatusLabels[receipt.status]}`,
    ];
  });
}

const color = rgb(0.1, 0.1, 0.15);

/** The issued policy as a PDF: cover page, coverages and payment schedule. */
export async function renderPolicyPdf(document: PolicyDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Póliza ${document.policy.policyNumber}`);
  pdf.setAuthor('Cotizauto');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([612, 792]);
  let y = 740;
  const line = (text: string, size: number, font: PDFFont, x = 50) => {
    page.drawText(text, { x, y, size, font, color });
  };
  const advance = (by: number) => {
    y -= by;
    if (y >= 60) return;
    page = pdf.addPage([612, 792]);
    y = 740;
  };
  const section = (title: string, rows: [string, string][]) => {
    line(title, 13, bold);
    advance(22);
    for (const [label, value] of rows) {
      line(label, 9, bold);
      line(value, 9, regular, 230);
      advance(16);
    }
    advance(10);
  };
  line('Póliza de seguro de automóvil', 18, bold);
  advance(36);
  section('Datos de la póliza', policyLines(document.policy));
  section('Coberturas contratadas', coverageLines(document.coverages));
  section('Plan de pagos', scheduleLines(document));
  line(
    'Revisa los datos de esta carátula. El intermediario no asume riesgos; la aseguradora decide la aceptación.',
    8,
    regular,
  );
  return pdf.save();
}
