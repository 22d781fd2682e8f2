import { describe, expect, test } from 'vitest';
import { purchaseSummaryOf } from '../../../machines/cart-shared/purchase-summary';
import { quotationOf } from '../../../machines/quotation/quotation.samples';
import { coveragesFor, sampleCoverages } from '../../../src/domain/coverage-plans';
import { coverageSummaryRows, coverageText } from '../../../src/domain/coverage-summary';
import { coverageTermsOf, defaultCoverageTerms } from '../../../src/domain/coverage-terms';
import { insurerCodes } from '../../../src/domain/insurers';
import { packageCodes } from '../../../src/domain/packages';
import { coverageText as serverCoverageText } from '../../../src/server/texts/policy-terms';
import { textsFor } from '../../../src/server/texts/catalogue';

const spanishOf = (coverages: ReturnType<typeof coveragesFor>) =>
  Object.fromEntries(
    coverageSummaryRows.map(([key, name]) => [name, coverageText(coverages[key])]),
  );

describe('one source per coverage (insurer × package)', () => {
  test('the comprehensive package as first quoted: third-party sums, services covered', () => {
    expect(
      spanishOf(coveragesFor('hdi', packageCodes.comprehensive, defaultCoverageTerms)),
    ).toEqual({
      'Daños materiales': 'Valor del vehículo, deducible 5 %',
      'Robo total': 'Valor del vehículo, deducible 10 %',
      'Responsabilidad civil a terceros': '$1,000,000.00',
      'Responsabilidad civil catastrófica': '$2,000,000.00',
      'Gastos médicos a ocupantes': '$200,000.00',
      'Defensa legal': 'Amparada',
      'Asistencia vial': 'Amparada',
    });
  });

  test('RC covers neither the car nor its theft; a service switched off is not included', () => {
    const terms = coverageTermsOf({
      filters: {
        thirdDamages: 1_500_000,
        thirdDeaths: 3_000_000,
        pasengersMedicalExpenses: 100_000,
        theftDeductible: 10,
        deductibleDamage: 5,
        roadAssistance: false,
        legalDefense: true,
      },
    });
    expect(spanishOf(coveragesFor('mapfre', packageCodes.liability, terms))).toMatchObject({
      'Daños materiales': 'No incluida',
      'Robo total': 'No incluida',
      'Responsabilidad civil a terceros': '$1,500,000.00',
      'Responsabilidad civil catastrófica': '$3,000,000.00',
      'Asistencia vial': 'No incluida',
      'Defensa legal': 'Amparada',
    });
  });

  test.each(insurerCodes)(
    '%s: every package covers third parties, Amplia the car too',
    (insurer) => {
      for (const code of Object.values(packageCodes)) {
        const coverages = coveragesFor(insurer, code, defaultCoverageTerms);
        expect(coverages.rcThird.included).toBe(true);
        expect(coverages.materialDamage.included).toBe(code === packageCodes.comprehensive);
      }
    },
  );

  test("the documents' Spanish words are the summary's, line by line", () => {
    const spanish = textsFor('es');
    for (const [key] of coverageSummaryRows)
      expect(serverCoverageText(spanish, sampleCoverages[key])).toBe(
        coverageText(sampleCoverages[key]),
      );
  });
});

describe('the purchase summary prints the quotation bought', () => {
  test('services read Amparada, third-party sums as quoted', () => {
    const quotation = quotationOf('gds', packageCodes.comprehensive, {
      coverages: coveragesFor('gds', packageCodes.comprehensive, defaultCoverageTerms),
    });
    const summary = purchaseSummaryOf({
      quotation,
      inputs: { brandName: 'Nissan', subbrandName: 'Versa', model: 2019 },
      quoteRequest: {},
      rfc: '',
      today: '2026-11-26',
    });
    expect(summary.coverages).toEqual(
      expect.arrayContaining([
        { label: 'Defensa legal', text: 'Amparada' },
        { label: 'Asistencia vial', text: 'Amparada' },
        { label: 'Responsabilidad civil a terceros', text: '$1,000,000.00' },
        { label: 'Responsabilidad civil catastrófica', text: '$2,000,000.00' },
      ]),
    );
  });
});
