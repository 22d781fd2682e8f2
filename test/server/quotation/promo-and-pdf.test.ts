import { PDFDocument } from 'pdf-lib';
import { pdfRows, pdfTextLines } from '../../support/pdf-text';
import { expectEveryLineMarked, pdfTagging } from '../../support/pdf-structure';
import { formatMxn } from '../../../src/domain/common/money';
import { formatMoney } from '../../../src/domain/site/locale-format';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../../support/test-app';
import type { Quotation } from '../../../src/domain/quote/quotation';
import { quoteBody, quotingAppForThisFile } from './quote-fixture';
import { promoOf } from '../../machines/cart-fixtures';

const { app, session, versa2020 } = await quotingAppForThisFile();

const promoData = (code: string) =>
  get(app, session, `/api/quotation/get-promocode-data?promocode=${encodeURIComponent(code)}`);

/** A promo that changes nothing but the price: every flag off. */
const plain = promoOf();

describe('GET /api/quotation/get-promocode-data', () => {
  it.each([
    ['BIENVENIDA10', { discountPercent: 10 }],
    ['AS_LEADS', { discountPercent: 0 }],
    ['KAVAK-SEMINUEVOS', { discountPercent: 5, showContactFormInCart: true }],
    [
      'COPPEL-CREDITO',
      {
        discountPercent: 15,
        isFinancial: true,
        logoUrl: '/favicon.svg',
        partnerCode: 'coppel',
        skipSeeQuote: true,
      },
    ],
    [
      'EMPRESA-FLOTILLA',
      {
        discountPercent: 12,
        skipPayment: true,
        businessName: 'Transportes del Bajío S.A. de C.V.',
        tin: 'TBA180429TM3',
        partnerCode: 'cotizauto',
        onlyCashPayment: true,
      },
    ],
    ['MULTIANUAL', { discountPercent: 8, activeMultiannual: true }],
  ])('answers what %s does', async (code, fields) => {
    const response = await promoData(code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ ...plain, code, ...fields });
  });

  it('answers "Promocode Invalido" for an unknown code', async () => {
    const response = await promoData('NOEXISTE');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Promocode Invalido' });
  });

  it('answers "Promocode Invalido" for an empty code', async () => {
    const response = await promoData('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Promocode Invalido' });
  });
});

describe('POST /api/quotation/get-pdf-generator', () => {
  const quoteWith = async (providerCode: string) =>
    dataOf<Quotation>(
      await post(app, session, '/quotation/quote', quoteBody(versa2020, { providerCode })),
    );

  it('answers a PDF of the quotations, named from package, brand, subbrand and model', async () => {
    const quotes = await Promise.all(['hdi', 'gnp', 'qualitas'].map(quoteWith));
    const ids = quotes.map((quote) => quote.id);
    const response = await post(app, session, '/api/quotation/get-pdf-generator', {
      quotationIds: ids,
    });
    expect(response.statusCode).toBe(200);
    const { pdf, fileName } = dataOf<{ pdf: string; fileName: string }>(response);
    expect(fileName).toBe('cotizacion-amplia-nissan-versa-2020.pdf');
    const bytes = Buffer.from(pdf, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Cotización de seguro de auto');
    expect(document.getAuthor()).toBe('Cotizauto');
    // Tagged as the policy is: the title, each insurer's heading, its coverage table.
    const tagging = await pdfTagging(bytes);
    expect(tagging).toMatchObject({ marked: true, language: 'es-MX', displaysTitle: true });
    expect(tagging.elements.filter((path) => path === 'Document/H2')).toHaveLength(3);
    expect(tagging.elements).toEqual(
      expect.arrayContaining([
        'Document/H1',
        'Document/Table/TR/TH',
        'Document/Table/TR/TD',
        'Document/P',
      ]),
    );
    expectEveryLineMarked(tagging);
    const lines = await pdfTextLines(bytes);
    expect(lines.some((line) => line.startsWith('Nissan Versa 2020'))).toBe(true);
    const hdi = quotes[0] as Quotation;
    expect(
      lines.some((line) => line.startsWith(`HDI Seguros: ${formatMxn(hdi.discountPrice)}`)),
    ).toBe(true);
    // Each coverage a row of its insurer's table: the name, then its sum.
    const rows = await pdfRows(bytes);
    for (const row of [
      ['Daños materiales', 'Valor del vehículo, deducible 5 %'],
      ['Responsabilidad civil a terceros', '$1,000,000.00'],
      ['Responsabilidad civil catastrófica', '$2,000,000.00'],
      ['Defensa legal', '$1,000,000.00'],
      ['Asistencia vial', '2 servicios al año, grúa hasta 100 km'],
    ])
      expect(rows).toContainEqual(row);
  });

  it('names as its author the brand the quote is asked under', async () => {
    const hdi = await quoteWith('hdi');
    const response = await post(
      app,
      session,
      '/api/quotation/get-pdf-generator',
      { quotationIds: [hdi.id] },
      { 'x-partner-code': 'coppel' },
    );
    const { pdf } = dataOf<{ pdf: string }>(response);
    const document = await PDFDocument.load(Buffer.from(pdf, 'base64'));
    expect(document.getAuthor()).toBe('Coppel Seguros de Auto');
  });

  it('in English when the buyer reads the site in English: words, name, money en-US', async () => {
    const hdi = await quoteWith('hdi');
    const response = await post(app, session, '/api/quotation/get-pdf-generator', {
      quotationIds: [hdi.id],
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    const { pdf, fileName } = dataOf<{ pdf: string; fileName: string }>(response);
    expect(fileName).toBe('quote-comprehensive-nissan-versa-2020.pdf');
    const bytes = Buffer.from(pdf, 'base64');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Car insurance quote');
    expect((await pdfTagging(bytes)).language).toBe('en-US');
    const lines = await pdfTextLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Car insurance quote',
        'Postal code 06700 · Comprehensive package · Annual payment',
        `Single payment of ${formatMoney('en', hdi.firstPayment)}`,
        'Prices in Mexican pesos, VAT and policy fee included. Subject to the validity of each quote.',
      ]),
    );
    expect(await pdfRows(bytes)).toEqual(
      expect.arrayContaining([
        ['Material damage', 'Vehicle value, deductible 5%'],
        ['Third-party liability', 'MX$1,000,000.00'],
      ]),
    );
    expect(lines.some((line) => line.startsWith(`HDI Seguros: MX$`))).toBe(true);
    expect(lines.some((line) => /^Offer valid until \d{1,2}\/\d{1,2}\/\d{4}$/.test(line))).toBe(
      true,
    );
    expect(lines.join('\n')).not.toMatch(/Cotización|Daños|Pago único|Oferta/);
  });

  it('refuses a language the site does not speak', async () => {
    const hdi = await quoteWith('hdi');
    const response = await post(app, session, '/api/quotation/get-pdf-generator', {
      quotationIds: [hdi.id],
      language: 'fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Existen datos incorrectos.' });
  });

  it('answers 404 for quotations that do not exist', async () => {
    const response = await post(app, session, '/api/quotation/get-pdf-generator', {
      quotationIds: ['0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c'],
    });
    expect(response.statusCode).toBe(404);
  });

  it('rejects a request without quotations', async () => {
    const response = await post(app, session, '/api/quotation/get-pdf-generator', {
      quotationIds: [],
    });
    expect(response.statusCode).toBe(400);
  });
});
