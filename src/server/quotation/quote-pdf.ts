import { insurers } from '../../domain/insurers/insurers';
import type { Quotation } from '../../domain/quote/quotation';
import { letterPage, PageFlow } from '../pdf/page-flow';
import { writePdf } from '../pdf/pdf-writer';
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

/**
 * A one-vehicle quote: each insurer's price, receipts and coverages, in the reader's language,
 * laid out and tagged as the policy's carátula is (src/server/pdf/).
 */
export async function renderQuotePdf(
  quotes: readonly StoredQuotation[],
  texts: ServerTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  const first = quotes[0] as StoredQuotation;
  const { vehicle, inputs } = first;
  const flow = await PageFlow.open();
  flow.heading(t('quotePdf.title'), 1);
  flow.note(
    `${vehicle.brand} ${vehicle.subBrand} ${vehicle.modelYear} · ${vehicle.description}`,
    12,
  );
  flow.note(
    t('quotePdf.terms', {
      postalCode: inputs.postalCode,
      package: packageName(texts, first.answer.package),
      frequency: frequencyName(texts, first.answer.paymentFrequency),
    }),
    10,
  );
  flow.gap(8);
  for (const { answer } of quotes) quoteSection(flow, answer, texts);
  flow.note(t('quotePdf.footnote'));
  return writePdf(
    {
      title: t('quotePdf.title'),
      author: texts.brand,
      language: texts.localeTag,
      pageSize: letterPage,
      pageCount: flow.pageCount,
    },
    flow,
  );
}

/** One insurer's offer: its price as the section's heading, its receipts, its coverages. */
function quoteSection(flow: PageFlow, answer: Quotation, texts: ServerTexts) {
  const { t, money } = texts;
  flow.heading(
    t('quotePdf.price', {
      insurer: insurers[answer.providerCode].displayName,
      price: money(answer.discountPrice),
      regularPrice: money(answer.regularPrice),
      percent: answer.savingsPercent,
    }),
  );
  flow.note(
    answer.payments > 1
      ? t('quotePdf.instalments', {
          first: money(answer.firstPayment),
          count: answer.payments - 1,
          next: money(answer.nextPayments),
        })
      : t('quotePdf.singlePayment', { amount: money(answer.firstPayment) }),
    9,
  );
  flow.table(coverageRows(texts, answer.coverages));
  flow.note(t('quotePdf.validUntil', { date: texts.day(answer.expiresAt) }));
  flow.gap();
}
