import type {
  DefaultedField,
  EmissionRecord,
  RecordPerson,
} from '../../domain/purchase/emission-record';
import { insurers } from '../../domain/insurers/insurers';
import { indemnityValues, type PaymentStatus } from '../../domain/quote/policy';
import type { QuotationCoverages } from '../../domain/quote/quotation';
import { letterPage, PageFlow } from '../pdf/page-flow';
import { writePdf } from '../pdf/pdf-writer';
import type { Instalment } from '../payments/instalment-store';
import type { Policy } from './policy-store';
import type { ServerTexts } from '../texts/catalogue';
import { coverageRows, frequencyName, packageName } from '../texts/policy-terms';

/** What the broker prints on every policy: its name and registration, the insurers' claims line. */
export interface PolicyIssuer {
  brokerName: string;
  brokerRegistration: string;
  claimsPhone: string;
}

/** What the policy document shows: the policy, what it was issued with and how it is paid. */
export interface PolicyDocument {
  policy: Policy;
  record: EmissionRecord;
  coverages: QuotationCoverages;
  /** The receipts and their state; empty when nothing is charged. */
  schedule: readonly Instalment[];
  /** Months without interest the bank splits the single charge into (1: none). */
  interestFreeMonths: number;
  issuer: PolicyIssuer;
}

type Rows = [string, string][];

/** A value the spec's default filled in says so. */
function given(texts: ServerTexts, record: EmissionRecord, field: DefaultedField, value: string) {
  return record.defaulted.includes(field) ? texts.t('policyPdf.defaulted', { value }) : value;
}

function policyRows(document: PolicyDocument, texts: ServerTexts): Rows {
  const { t } = texts;
  const { policy, record, issuer } = document;
  return [
    [t('policyPdf.policyNumber'), policy.policyNumber],
    [t('terms.insurer'), insurers[record.insurer].displayName],
    [
      t('policyPdf.broker'),
      t('policyPdf.brokerName', {
        broker: issuer.brokerName,
        registration: issuer.brokerRegistration,
      }),
    ],
    [t('terms.package'), packageName(texts, record.package)],
    [t('terms.paymentFrequency'), frequencyName(texts, record.paymentFrequency)],
    [
      t('terms.validity'),
      t('policyPdf.validity', {
        begin: texts.date(record.beginDate),
        end: texts.date(record.endDate),
      }),
    ],
    [t('policyPdf.paymentStatus'), t(`policyPdf.status.${policy.paymentStatus as PaymentStatus}`)],
  ];
}

function personRows(texts: ServerTexts, record: EmissionRecord, person: RecordPerson): Rows {
  const { t } = texts;
  if (person.personType === 'legal')
    return [
      [t('policyPdf.companyName'), person.fullName],
      [t('policyPdf.tin'), person.rfc],
      ...(person.constitutionDate
        ? ([[t('policyPdf.constitutionDate'), texts.date(person.constitutionDate)]] as Rows)
        : []),
    ];
  const isHolder = person === record.holder;
  const mark = (field: DefaultedField, value: string) =>
    isHolder ? given(texts, record, field, value) : value;
  return [
    [t('policyPdf.name'), person.fullName],
    [t('policyPdf.tin'), mark('rfc', person.rfc)],
    ...(person.birthdate
      ? ([[t('policyPdf.birthdate'), mark('birthdate', texts.date(person.birthdate))]] as Rows)
      : []),
    ...(person.gender
      ? ([[t('policyPdf.gender'), mark('gender', t(`policyPdf.gender.${person.gender}`))]] as Rows)
      : []),
  ];
}

function holderRows(texts: ServerTexts, record: EmissionRecord): Rows {
  const { t } = texts;
  const { address, contact } = record;
  const street = [address.street, address.externalNumber].join(' ');
  const interior = address.internalNumber
    ? t('policyPdf.interior', { number: address.internalNumber })
    : '';
  return [
    ...personRows(texts, record, record.holder),
    [t('policyPdf.email'), contact.email],
    [t('policyPdf.phone'), contact.phone],
    [
      t('policyPdf.address'),
      t('policyPdf.addressLine', {
        street: `${street}${interior}`,
        neighborhood: address.neighborhood,
        postalCode: address.postalCode,
        city: address.city,
        state: address.state,
      }),
    ],
  ];
}

function lenderRows(texts: ServerTexts, record: EmissionRecord): Rows {
  const { t } = texts;
  if (!record.lender) return [[t('policyPdf.lender'), t('policyPdf.noLender')]];
  const kind = t(`policyPdf.personType.${record.lender.personType}`);
  return [[t('policyPdf.personType'), kind], ...personRows(texts, record, record.lender)];
}

function vehicleRows(texts: ServerTexts, record: EmissionRecord): Rows {
  const { t } = texts;
  const { vehicle, invoice } = record;
  const basis = indemnityValues.find((value) => value.key === record.indemnityValue)?.label;
  return [
    [t('policyPdf.brand'), vehicle.brand],
    [t('policyPdf.subBrand'), vehicle.subBrand],
    [t('policyPdf.version'), vehicle.version],
    [t('policyPdf.modelYear'), String(vehicle.modelYear)],
    [t('policyPdf.vin'), vehicle.vin],
    [t('policyPdf.engineNumber'), given(texts, record, 'engineNumber', vehicle.engineNumber)],
    [t('policyPdf.plates'), given(texts, record, 'licensePlates', vehicle.licensePlates)],
    [t('policyPdf.use'), t('policyPdf.privateUse')],
    [t('policyPdf.indemnity'), basis ?? record.indemnityValue],
    ...(invoice
      ? ([
          [
            t('policyPdf.invoice'),
            t('policyPdf.invoiceLine', {
              folio: invoice.folio,
              date: texts.date(invoice.date),
              value: texts.money(invoice.value),
            }),
          ],
        ] as Rows)
      : []),
  ];
}

function premiumRows(texts: ServerTexts, record: EmissionRecord): Rows {
  const { t, money } = texts;
  const { premium } = record;
  return [
    [t('policyPdf.netPremium'), money(premium.netPremium)],
    [t('policyPdf.instalmentSurcharge'), money(premium.instalmentSurcharge)],
    [t('policyPdf.policyFee'), money(premium.policyFee)],
    [t('policyPdf.iva'), money(premium.iva)],
    [t('policyPdf.totalPremium'), money(premium.total)],
  ];
}

/** Each receipt: its number, due date, amount and state; MSI is one charge the bank splits. */
export function scheduleLines(document: PolicyDocument, texts: ServerTexts): Rows {
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

/**
 * The issued policy's carátula, as a Mexican insurer prints it: the policy and its parties, the
 * vehicle, every coverage, the premium's parts, the receipts, the claims line.
 */
export async function renderPolicyPdf(
  document: PolicyDocument,
  texts: ServerTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  const { record } = document;
  const flow = await PageFlow.open();
  const section = (title: string, rows: Rows) => {
    flow.heading(title);
    flow.table(rows);
    flow.gap();
  };
  flow.heading(t('policyPdf.heading'), 1);
  flow.gap(8);
  section(t('policyPdf.policySection'), policyRows(document, texts));
  section(t('policyPdf.holderSection'), holderRows(texts, record));
  section(t('policyPdf.lenderSection'), lenderRows(texts, record));
  section(t('policyPdf.vehicleSection'), vehicleRows(texts, record));
  section(t('policyPdf.coverageSection'), coverageRows(texts, document.coverages));
  section(t('policyPdf.premiumSection'), premiumRows(texts, record));
  section(t('policyPdf.scheduleSection'), scheduleLines(document, texts));
  flow.heading(t('policyPdf.claimsSection'));
  flow.note(t('policyPdf.claims', { phone: document.issuer.claimsPhone }), 10);
  flow.gap();
  flow.note(t('policyPdf.footnote'));
  return writePdf(
    {
      title: t('policyPdf.documentTitle', { policyNumber: document.policy.policyNumber }),
      author: texts.brand,
      language: texts.localeTag,
      pageSize: letterPage,
      pageCount: flow.pageCount,
    },
    flow,
  );
}
