import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMxn } from '../../../src/domain/common/money';
import type { PostalLocation } from '../../../src/domain/common/postal-location';
import type { App } from '../../../src/server/app';
import { policies } from '../../../src/server/db/schema/index';
import { TestBrowser } from '../../support/browser';
import { pdfRows, pdfText } from '../../support/pdf-text';
import { expectEveryLineMarked, pdfTagging } from '../../support/pdf-structure';
import { coverageSummaryRows } from '../../../src/domain/coverage/coverage-summary';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import { browserCardToken, holderToken, type IssuedPolicy } from './buyer';
import { cardPayment, emissionBody, pollUntilDone, quotationFor } from './purchase-fixture';

let app: App;
let session: TestSession;
let colonia: { id: string; name: string };

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
  const location = await post(app, session, '/api/catalog/get-postal-location', {
    postalCode: '03900',
  });
  colonia = dataOf<PostalLocation>(location).neighborhoods[0]!;
});
afterAll(() => app.close());

type Overrides = Record<string, unknown> & { client?: Record<string, unknown> };

/**
 * Buys a policy with a card in a fresh browser and downloads its PDF as the holder (again in
 * another language with `downloadIn`).
 */
async function buyAndDownload(
  email: string,
  overrides: Overrides,
  quote: { providerCode: string; indemnityValue?: string } = { providerCode: 'mapfre' },
) {
  const browser = await TestBrowser.open(app);
  const { providerCode, ...quoteOverrides } = quote;
  const quotation = await quotationFor(app, session, providerCode, quoteOverrides);
  // The card is protected in the buying browser: a token pays only for the browser that made it.
  const cardToken = await browserCardToken(browser, '4242424242424242');
  const base = emissionBody(quotation, { payment: cardPayment(cardToken) });
  const body = {
    ...base,
    ...overrides,
    client: {
      ...base.client,
      address: { ...base.client.address, neighborhoodId: colonia.id },
      ...overrides.client,
      email,
    },
  };
  const { last } = await pollUntilDone(() => browser.post('/policy/emit-pay', body));
  expect(last.statusCode, last.body).toBe(200);
  const policy = dataOf<IssuedPolicy>(last);
  const token = await holderToken(browser, email);
  const downloadIn = (language?: 'es' | 'en') =>
    browser.get(
      `/api/policy/${policy.policyNumber}/pdf${language ? `?language=${language}` : ''}`,
      {
        'x-access-token': token,
      },
    );
  return { policy, quotation, download: await downloadIn(), downloadIn };
}

/** The extracted text with bidi controls removed and every run of spaces as one. */
const readable = (text: string) =>
  text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[ \t]+/g, ' ');

describe('the policy is the buyer’s: every answer on the carátula', () => {
  it('prints the holder, address with colonia and interior number, lender, vehicle, invoice, premium and claims line', async () => {
    const { policy, quotation, download } = await buyAndDownload(
      'lukasz.kowalski@example.mx',
      {
        client: {
          fiscalRegime: 'individual',
          firstName: 'Łukasz',
          paternalSurname: 'Kowalski',
          maternalSurname: 'Núñez',
          birthdate: '1984-07-21',
          gender: 'male',
          phone: '55 8765 4321',
          address: {
            street: 'Avenida Juárez',
            externalNumber: '12',
            internalNumber: '4B',
            postalCode: '03900',
            city: 'Ciudad de México',
            state: 'Ciudad de México',
            neighborhoodId: colonia.id,
          },
        },
        tin: 'KONL840721AB1',
        vehicle: {
          versionId: 'v-1',
          vin: '3N1CN7AD5KL812345',
          engineNumber: 'HR16 778899',
          licensePlates: 'NXR4521',
          invoice: {
            invoiceFolio: 'FAC20190456',
            invoiceDate: '2019-03-15',
            invoiceValue: 289900,
          },
        },
        beneficiary: {
          fiscalRegime: 'individual',
          firstName: 'Marisol',
          paternalSurname: 'Treviño',
          maternalSurname: 'Garza',
          birthdate: '1975-02-10',
          tin: 'TEGM750210QW2',
        },
      },
      { providerCode: 'hdi', indemnityValue: 'invoice' },
    );
    expect(download.statusCode).toBe(200);
    const text = readable(await pdfText(download.rawPayload));
    const { breakdown } = quotation;
    for (const shown of [
      policy.policyNumber,
      'HDI Seguros',
      'Registro CNSF D-0000 (desarrollo)',
      'Łukasz Kowalski Núñez',
      'KONL840721AB1',
      '21 de julio de 1984',
      'Hombre',
      'lukasz.kowalski@example.mx',
      'Teléfono 5587654321',
      `Avenida Juárez 12 Int. 4B, Col. ${colonia.name}, C.P. 03900,`,
      'Marisol Treviño Garza',
      'TEGM750210QW2',
      '10 de febrero de 1975',
      'Nissan',
      'Versa',
      '2020',
      '3N1CN7AD5KL812345',
      'HR16 778899',
      'NXR4521',
      'Particular',
      'Valor Factura',
      'Folio FAC20190456, del 15 de marzo de 2019, por $289,900.00',
      'Defensa legal $1,000,000.00',
      'Asistencia vial 2 servicios al año, grúa hasta 100 km',
      'Responsabilidad civil a terceros $1,000,000.00',
      `Prima neta ${formatMxn(breakdown.netPremium)}`,
      `Recargo por pago fraccionado ${formatMxn(breakdown.instalmentSurcharge)}`,
      `Derecho de póliza ${formatMxn(breakdown.policyFee)}`,
      `IVA ${formatMxn(breakdown.iva)}`,
      `Prima total ${formatMxn(quotation.discountPrice)}`,
      'Recibo 1 de 1',
      'Desde las 12:00 h del',
      'hasta las 12:00 h del',
      'Tipo de persona Persona física',
      'Para reportar un siniestro llama al 800 000 0000',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('dato por omisión');

    const [stored] = await app.db
      .select({ record: policies.record })
      .from(policies)
      .where(eq(policies.policyNumber, policy.policyNumber));
    expect(stored?.record).toMatchObject({
      holder: { fullName: 'Łukasz Kowalski Núñez', birthdate: '1984-07-21', gender: 'male' },
      address: { internalNumber: '4B', neighborhood: colonia.name },
      lender: { personType: 'natural', fullName: 'Marisol Treviño Garza', rfc: 'TEGM750210QW2' },
      invoice: { folio: 'FAC20190456', value: 289900 },
      vehicle: { engineNumber: 'HR16 778899', licensePlates: 'NXR4521' },
      defaulted: [],
    });
  });

  it('marks the answers the buyer left out and the spec filled in', async () => {
    const { download } = await buyAndDownload('sin.motor@example.mx', {
      client: { birthdate: undefined, gender: undefined },
      vehicle: { versionId: 'v-1', vin: '1M8GDM9AXKP042788', licensePlates: 'SINPLACAS' },
    });
    const text = readable(await pdfText(download.rawPayload));
    expect(text).toContain('Fecha de nacimiento 13 de marzo de 1986 (dato por omisión)');
    expect(text).toContain('Género Hombre (dato por omisión)');
    expect(text).toContain('Número de motor HECHO EN MEXICO (dato por omisión)');
    expect(text).toContain('Placas SINPLACAS (dato por omisión)');
    expect(text).toContain('Beneficiario preferente Sin beneficiario preferente');
  });
});

describe('names in any script', () => {
  const people = [
    { firstName: 'José', paternalSurname: 'Nguyễn', maternalSurname: 'Thị' },
    { firstName: 'Łukasz', paternalSurname: 'Żółkiewski', maternalSurname: 'Ściegienny' },
    { firstName: '小明', paternalSurname: '王', maternalSurname: '' },
    { firstName: 'محمد', paternalSurname: 'العلي', maternalSurname: '' },
  ];
  it.each(people)(
    'a holder named $firstName $paternalSurname: the PDF is served and reads the name',
    async (names) => {
      const email = `holder.${people.indexOf(names)}@example.mx`;
      const { download } = await buyAndDownload(email, {
        client: { ...names, maternalSurname: names.maternalSurname || undefined },
        tin: 'XAXX010101000',
      });
      expect(download.statusCode).toBe(200);
      const fullName = [names.firstName, names.paternalSurname, names.maternalSurname]
        .filter(Boolean)
        .join(' ');
      expect(readable(await pdfText(download.rawPayload))).toContain(fullName);
    },
  );

  const companies = [
    'Transportes del Bajío, S.A. de C.V.',
    'Tacos 🌮 y Más 🚗, S. de R.L.',
    '北京汽车贸易有限公司',
    'شركة النقل الحديثة',
    'Công ty Vận tải Đông Á',
  ];
  it.each(companies)(
    'a company named %s: the PDF is served and reads the name',
    async (companyName) => {
      const email = `empresa.${companies.indexOf(companyName)}@example.mx`;
      const { download } = await buyAndDownload(email, {
        client: {
          fiscalRegime: 'company',
          companyName,
          birthdate: '2010-05-04',
          firstName: undefined,
          paternalSurname: undefined,
          maternalSurname: undefined,
          gender: undefined,
        },
        tin: 'TBA180429TM3',
      });
      expect(download.statusCode).toBe(200);
      expect(readable(await pdfText(download.rawPayload))).toContain(companyName);
    },
  );
});

describe('the carátula is a tagged PDF that reads in order', () => {
  it('marks every line as a heading, a table cell or a paragraph of its structure tree, in the reader’s language', async () => {
    const { policy, downloadIn } = await buyAndDownload('jose.nguyen@example.mx', {
      client: { firstName: 'José', paternalSurname: 'Nguyễn', maternalSurname: 'Thị' },
    });
    for (const [language, tag, title] of [
      ['es', 'es-MX', `Póliza ${policy.policyNumber}`],
      ['en', 'en-US', `Policy ${policy.policyNumber}`],
    ] as const) {
      const download = await downloadIn(language);
      expect(download.statusCode).toBe(200);
      const tagging = await pdfTagging(download.rawPayload);
      expect(tagging).toMatchObject({ marked: true, language: tag, displaysTitle: true });
      expect(tagging.title).toContain(title);
      for (const element of [
        'Document',
        'Document/H1',
        'Document/H2',
        'Document/Table/TR/TH',
        'Document/Table/TR/TD',
        'Document/P',
      ])
        expect(tagging.elements).toContain(element);
      expect(tagging.elements.filter((path) => path === 'Document/H1')).toHaveLength(1);
      expectEveryLineMarked(tagging);
    }

    const rows = await pdfRows((await downloadIn('es')).rawPayload);
    const rowOf = (shown: string) => rows.findIndex((row) => row.join(' ').includes(shown));
    const order = [
      'Contratante y asegurado',
      'José Nguyễn Thị',
      'Vehículo asegurado',
      '1M8GDM9AXKP042788',
      'Coberturas contratadas',
      ...coverageSummaryRows.map(([, label]) => label),
      'Prima neta',
    ].map(rowOf);
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Each coverage reads as one row: its name, then its sum.
    for (const [, label] of coverageSummaryRows)
      expect(rows[rowOf(label)]).toEqual([
        label,
        expect.stringMatching(/^(\$|Valor|\d|No incluida|Amparada)/),
      ]);
  });
});
