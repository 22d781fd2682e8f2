import type { PDFFont, PDFPage } from 'pdf-lib';
import { insurers, type InsurerCode } from '../../domain/insurers';
import type { PackageCode } from '../../domain/packages';
import type { PaymentFrequencyCode } from '../../domain/payment-frequencies';
import type { PaymentStatus } from '../../domain/policy';
import type { QuotationCoverages } from '../../domain/quotation';
import type { Instalment } from '../payments/instalment-store';
import type { Policy } from './policy-store';
import type { ServerTexts } from '../texts/catalogue';
import { coverageRows, frequencyName, packageName, periodText } from '../texts/policy-terms';

/** What the policy document shows: the policy, the coverages bought and how it is paid. */
export interface PolicyDocument {
  policy: Policy;
  coverages: QuotationCoverages;
  /** The receipts and their state; empty when nothing is charged. */
  schedule: readonly Instalment[];
  /** Months without interest the bank splits the single charge into (1: none). */
  interestFreeMonths: number;
}

/** The policy's cover page, label and value, in the order the insurer prints them. */
export function policyLines(policy: Policy, texts: ServerTexts): [string, string][] {
  const { t } = texts;
  return [
    [t('policyPdf.policyNumber'), policy.policyNumber],
    [t('terms.insurer'), insurers[policy.insurer as InsurerCode].displayName],
    [t('policyPdf.holder'), policy.holderName],
    [t('policyPdf.tin'), policy.tin],
    [t('policyPdf.email'), policy.holderEmail],
    [t('terms.vehicle'), policy.vehicle],
    [t('policyPdf.vin'), policy.vin],
    [t('policyPdf.plates'), policy.licensePlates],
    [t('policyPdf.use'), t('policyPdf.privateUse')],
    [t('terms.package'), packageName(texts, policy.package as PackageCode)],
    [
      t('terms.paymentFrequency'),
      frequencyName(texts, policy.paymentFrequency as PaymentFrequencyCode),
    ],
    [t('policyPdf.totalPremium'), texts.money(policy.total)],
    [t('terms.validity'), periodText(texts, policy.beginDate, policy.endDate)],
    [t('policyPdf.paymentStatus'), t(`policyPdf.status.${policy.paymentStatus as PaymentStatus}`)],
  ];
}

/** Each receipt: its number, due date, amount and state; MSI is one charge the bank splits. */
export function scheduleLines(document: PolicyDocument, texts: ServerTexts): [string, string][] {
  const { t } = texts;
  const { schedule, interestFreeMonths } = document;
  if (schedule.length === 0) return [[t('policyPdf.noCharge'), t('policyPdf.promoPays')]];
  return schedule.map((receipt) => {
    const msi =
      interestFreeMonths > 1 ? t('policyPdf.interestFree', { months: interestFreeMonths }) : '';
    return [
      t('policyPdf.receipt', { number: receipt.number, count: schedule.length }),
      `${texts.date(receipt.dueDate)} · ${texts.money(receipt.amount)}${msi} · ${t(`policyPdf.receipt.${receipt.status}`)}`,
    ];
  });
}

/** The PDF's file name: poliza-HDI-0042.pdf / policy-HDI-0042.pdf. */
export const policyPdfFileName = (policy: Policy, texts: ServerTexts) =>
  `${texts.t('policyPdf.fileNamePrefix')}-${policy.policyNumber}.pdf`;

/** The issued policy as a PDF: cover page, coverages and payment schedule. */
export async function renderPolicyPdf(
  document: PolicyDocument,
  texts: ServerTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  // Loaded on the first PDF: at start it cost about 0.2 s of CPU and 20 MB that most processes never use.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const color = rgb(0.1, 0.1, 0.15);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('policyPdf.documentTitle', { policyNumber: document.policy.policyNumber }));
  pdf.setLanguage(texts.localeTag);
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
  line(t('policyPdf.heading'), 18, bold);
  advance(36);
  section(t('policyPdf.policySection'), policyLines(document.policy, texts));
  section(t('policyPdf.coverageSection'), coverageRows(texts, document.coverages));
  section(t('policyPdf.scheduleSection'), scheduleLines(document, texts));
  line(t('policyPdf.footnote'), 8, regular);
  return pdf.save();
}
