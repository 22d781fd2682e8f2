import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, post } from '../../support/test-app';
import { quotations } from '../../../src/server/db/schema/index';
import { selectStoredQuotations } from '../../../src/server/quotation/quotation-store';
import { insurerCoverageOffers } from '../../../src/domain/coverage/coverage-plans';
import { insurerCodes } from '../../../src/domain/insurers/insurers';
import { toCentavos } from '../../../src/domain/quote/premium';
import type { Quotation } from '../../../src/domain/quote/quotation';
import {
  birthdateForAge,
  findCatalogueVersion,
  quotingAppForThisFile,
  findMotorcycleVersion,
  postalCodes,
  quoteBody,
} from './quote-fixture';

const { app, session, versa2020 } = await quotingAppForThisFile();

const quote = (
  providerCode: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  post(app, session, '/quotation/quote', quoteBody(versa2020, { providerCode, ...overrides }), {
    'x-provider-code': providerCode,
    ...headers,
  });
/** A quote request for another vehicle, without the provider header. */
const quoteOf = (version: Parameters<typeof quoteBody>[0], providerCode: string) =>
  post(app, session, '/quotation/quote', quoteBody(version, { providerCode }));
const quotationFrom = async (providerCode: string, overrides: Record<string, unknown> = {}) => {
  const response = await quote(providerCode, overrides);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Quotation>(response);
};
const errorOf = (response: { json(): unknown }) =>
  response.json() as { code: string; message: string; fields?: Record<string, string[]> };
/** What a refused quote request answers: its status beside its error. */
const refusalOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  ...errorOf(response),
});

describe('POST /quotation/quote', () => {
  it.each(insurerCodes)(
    'prices a Versa 2020 Amplia for a 38-year-old man in CDMX with %s',
    async (insurer) => {
      const quotation = await quotationFrom(insurer);
      expect(quotation).toMatchObject({
        providerCode: insurer,
        package: 0,
        paymentFrequency: 0,
        payments: 1,
      });
      expect(quotation.discountPrice).toBeGreaterThan(9_000);
      expect(quotation.discountPrice).toBeLessThan(20_000);
      expect(quotation.regularPrice).toBeGreaterThan(quotation.discountPrice);
      expect(quotation.firstPayment).toBe(quotation.discountPrice);
      expect(quotation.coverages.materialDamage).toMatchObject({
        included: true,
        sumInsured: null,
        deductiblePercent: 5,
      });
      expect(quotation.coverages.theft).toMatchObject({
        included: true,
        sumInsured: null,
        deductiblePercent: 10,
      });
      // The buyer's $1,000,000, or more where the insurer writes no less.
      expect(quotation.coverages.rcThird).toMatchObject({
        included: true,
        sumInsured: Math.max(1_000_000, insurerCoverageOffers[insurer].rcThirdAtLeast),
      });
      expect(new Date(quotation.expiresAt).getTime()).toBeGreaterThan(Date.now());
    },
  );

  it('explains the price: zone, driver age, theft risk and fees, adding up to the total', async () => {
    const { breakdown, discountPrice } = await quotationFrom('qualitas', {
      birthdate: birthdateForAge(22),
    });
    const keys = breakdown.adjustments.map((step) => step.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'zone.state',
        'zone.postalCode',
        'driver.age',
        'vehicle.theftRisk',
        'discount.online',
      ]),
    );
    // Keys and figures, no words: the page words them in its reader's language.
    expect(breakdown.adjustments.find((step) => step.key === 'zone.state')?.params).toEqual({
      stateCode: 'DIF',
    });
    expect(breakdown.adjustments.find((step) => step.key === 'driver.age')?.params).toEqual({
      age: 22,
    });
    const steps = [breakdown.basePremium, ...breakdown.adjustments.map((step) => step.amount)];
    expect(steps.reduce((sum, amount) => sum + toCentavos(amount), 0)).toBe(
      toCentavos(breakdown.netPremium),
    );
    expect(breakdown.policyFee).toBe(750);
    expect(breakdown.total).toBe(discountPrice);
  });

  it('stores the quotation with its inputs and expiry', async () => {
    const quotation = await quotationFrom('hdi', { paymentFrequency: 3 });
    const [row] = await selectStoredQuotations(app.db, eq(quotations.id, quotation.id));
    expect(row).toMatchObject({
      providerCode: 'hdi',
      package: 0,
      versionId: versa2020.versionId,
      total: quotation.discountPrice,
    });
    expect(row?.request).toMatchObject({
      postalCode: postalCodes.cdmx,
      paymentFrequency: 3,
      providerCode: 'hdi',
      package: 0,
    });
    expect(row?.expiresAt.toISOString()).toBe(new Date(quotation.expiresAt).toISOString());
  });

  it('splits monthly payment into 12 receipts, the policy fee on the first', async () => {
    const monthly = await quotationFrom('mapfre', { paymentFrequency: 3 });
    const annual = await quotationFrom('mapfre');
    expect(monthly.payments).toBe(12);
    expect(monthly.firstPayment).toBeGreaterThan(monthly.nextPayments);
    expect(toCentavos(monthly.firstPayment) + 11 * toCentavos(monthly.nextPayments)).toBe(
      toCentavos(monthly.discountPrice),
    );
    expect(monthly.discountPrice).toBeGreaterThan(annual.discountPrice);
  });

  it('quotes a missing birth date and gender as a man born on 1986-03-13', async () => {
    const {
      birthdate: _b,
      gender: _g,
      ...withoutThem
    } = quoteBody(versa2020, { providerCode: 'gnp' });
    const defaulted = dataOf<Quotation>(await post(app, session, '/quotation/quote', withoutThem));
    const explicit = await quotationFrom('gnp', { birthdate: '1986-03-13', gender: 'male' });
    expect(defaulted.discountPrice).toBe(explicit.discountPrice);
  });

  it('prices a woman below a man of the same age', async () => {
    const woman = await quotationFrom('ana', { gender: 'female' });
    const man = await quotationFrom('ana');
    expect(woman.discountPrice).toBeLessThan(man.discountPrice);
  });

  it('applies a promo code discount to the price, not to the regular price', async () => {
    const plain = await quotationFrom('gds');
    const promo = await quotationFrom('gds', { promoCode: 'bienvenida10' });
    expect(promo.regularPrice).toBe(plain.regularPrice);
    expect(promo.discountPrice).toBeLessThan(plain.discountPrice);
    expect(promo.savingsPercent).toBeGreaterThan(plain.savingsPercent);
    expect(promo.breakdown.adjustments).toContainEqual(
      expect.objectContaining({ key: 'discount.promo', params: { code: 'BIENVENIDA10' } }),
    );
  });

  it('rejects an unknown promo code with "Promocode Invalido"', async () => {
    const response = await quote('gds', { promoCode: 'NOEXISTE' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: 'Promocode Invalido',
      fields: { promoCode: ['Promocode Invalido'] },
    });
  });

  it('prices the customised sums, deductibles and special covers', async () => {
    const standard = await quotationFrom('sura');
    const customised = await quotationFrom('sura', {
      hasCoveragesEdited: true,
      coverages: {
        materialDamage: 10,
        theft: 5,
        rcThird: 3_000_000,
        rcCatastrophic: 4_000_000,
        thirdUSA: true,
      },
      specialCovers: { tires: true, substituteCar: true },
    });
    expect(customised.coverages.rcThird.sumInsured).toBe(3_000_000);
    expect(customised.coverages.materialDamage.deductiblePercent).toBe(10);
    const steps = customised.breakdown.adjustments.map((step) => step.key);
    expect(steps).toEqual(expect.arrayContaining(['cover.tires', 'deductible.materialDamage']));
    // SURA's Amplia already gives 15 days of substitute car: it is listed, not charged again.
    expect(steps).not.toContain('cover.substituteCar');
    expect(customised.coverages.substituteCar).toMatchObject({
      included: true,
      extent: { kind: 'days', days: 15 },
    });
    expect(customised.discountPrice).not.toBe(standard.discountPrice);
  });

  it('prices RC below Limitada below Amplia', async () => {
    const [amplia, limitada, rc] = await Promise.all(
      [0, 1, 2].map((pack) => quotationFrom('qualitas', { package: pack })),
    );
    expect(rc!.discountPrice).toBeLessThan(limitada!.discountPrice);
    expect(limitada!.discountPrice).toBeLessThan(amplia!.discountPrice);
    expect(rc!.coverages.theft.included).toBe(false);
    expect(limitada!.coverages.materialDamage.included).toBe(false);
  });
});

describe('the restrictions, on the server', () => {
  it('quotes a multi-year policy with ana and hdi, for the whole term', async () => {
    const oneYear = await quotationFrom('hdi');
    const threeYears = await quotationFrom('hdi', { validity: 3 });
    expect(threeYears.discountPrice).toBeGreaterThan(2 * oneYear.discountPrice);
    expect(threeYears.payments).toBe(3);
  });

  it.each(['mapfre', 'gnp', 'qualitas'])(
    'declines a multi-year policy with %s',
    async (insurer) => {
      expect(refusalOf(await quote(insurer, { validity: 3 }))).toEqual({
        status: 422,
        code: 'quote-declined',
        message: 'La aseguradora no cotiza vigencia multianual ni valor factura.',
      });
    },
  );

  it('quotes invoice value with ana, and declines it with the others', async () => {
    const invoice = await quotationFrom('ana', { indemnityValue: 'invoice' });
    const commercial = await quotationFrom('ana');
    expect(invoice.discountPrice).toBeGreaterThan(commercial.discountPrice);
    expect((await quote('aba', { indemnityValue: 'invoice' })).statusCode).toBe(422);
  });

  it.each([
    { indemnityValue: 'invoice', package: 1 },
    { indemnityValue: 'invoice', package: 2 },
    { validity: 2, package: 1 },
    { hasCoveragesEdited: true, package: 2 },
  ])('answers "Package no available" for %o', async (overrides) => {
    const response = await quote('hdi', overrides);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.package).toEqual(['Package no available']);
  });

  it('answers "Package no available" for a package the insurer does not sell (SURA, RC)', async () => {
    expect(refusalOf(await quote('sura', { package: 2 }))).toMatchObject({
      status: 422,
      message: 'Package no available',
    });
  });

  it('declines where the insurer does not write business', async () => {
    expect(refusalOf(await quote('gds', { postalCode: postalCodes.chiapas }))).toMatchObject({
      status: 422,
      message: 'La aseguradora no ofrece cobertura en tu código postal.',
    });
    expect((await quote('gnp', { postalCode: postalCodes.chiapas })).statusCode).toBe(200);
  });

  it('declines a vehicle older than the insurer takes', async () => {
    const versa2011 = await findCatalogueVersion(app, 'Nissan', 'Versa', 2011);
    expect(refusalOf(await quoteOf(versa2011, 'sura'))).toMatchObject({
      status: 422,
      message: 'La aseguradora no asegura vehículos de más de 12 años.',
    });
  });

  it('answers "No providers available for the vehicle selected" when nobody quotes it', async () => {
    const motorcycle = await findMotorcycleVersion(app);
    expect(refusalOf(await quoteOf(motorcycle, 'qualitas'))).toEqual({
      status: 422,
      code: 'no-providers',
      message: 'No providers available for the vehicle selected',
    });
  });

  it('declines Mapfre for the used-car partner promo', async () => {
    const response = await quote('mapfre', { promoCode: 'KAVAK-SEMINUEVOS' });
    expect(response.statusCode).toBe(422);
    expect((await quote('hdi', { promoCode: 'KAVAK-SEMINUEVOS' })).statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers the vehicle-not-found message for an unknown version', async () => {
    expect(refusalOf(await quote('hdi', { versionId: 'no-such-version' }))).toMatchObject({
      status: 404,
      message:
        'Lo sentimos, no encontramos tu vehículo. Para más información escríbenos a contacto@cotizauto.mx.',
    });
  });

  it('rejects a postal code that does not exist', async () => {
    expect(refusalOf(await quote('hdi', { postalCode: '00001' }))).toMatchObject({
      status: 400,
      message: 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
    });
  });

  it("rejects a model year that is not the version's", async () => {
    expect(refusalOf(await quote('hdi', { model: 2019 }))).toMatchObject({
      status: 400,
      message: 'El modelo es requerido',
    });
  });

  it('rejects a start date beyond the next 30 days with "Fecha invalida"', async () => {
    const far = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    expect(refusalOf(await quote('hdi', { beginDate: far }))).toMatchObject({
      status: 400,
      message: 'Fecha invalida',
    });
  });

  it('rejects a filter out of its range and an unknown insurer, with a message', async () => {
    const outOfRange = await quote('hdi', { filters: { thirdDamages: 9_000_000 } });
    expect(outOfRange.statusCode).toBe(400);
    expect(errorOf(outOfRange).message).toBeTruthy();
    const unknown = await quoteOf(versa2020, 'axa');
    expect(unknown.statusCode).toBe(400);
  });

  it("rejects an X-Provider-Code that is not the body's insurer", async () => {
    const response = await quote('hdi', {}, { 'x-provider-code': 'gnp' });
    expect(response.statusCode).toBe(400);
  });
});
