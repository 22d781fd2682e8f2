import { describe, expect, test } from 'vitest';
import { coveragesFor, planTermsFor } from '../../../src/domain/coverage/coverage-plans';
import { compareCoverages } from '../../../src/domain/coverage/coverage-comparison';
import { coverageSummaryRows } from '../../../src/domain/coverage/coverage-summary';
import { coverageTermsOf, defaultCoverageTerms } from '../../../src/domain/coverage/coverage-terms';
import { insurerCodes } from '../../../src/domain/insurers/insurers';
import { packageCodes } from '../../../src/domain/coverage/packages';
import { coverageText as documentText } from '../../../src/server/texts/policy-terms';
import { textsFor } from '../../../src/server/texts/catalogue';

/** A coverage line in the documents' Spanish words. */
const coverageText = (line: Parameters<typeof documentText>[1]) =>
  documentText(textsFor('es'), line);

/** A car in its first year: repair in agency is in every package that gives it. */
const newCar = { modelYear: 2026, referenceYear: 2026 };

const spanishOf = (coverages: ReturnType<typeof coveragesFor>) =>
  Object.fromEntries(
    coverageSummaryRows.map(([key, name]) => [name, coverageText(coverages[key])]),
  );

describe('one source per coverage (insurer × package)', () => {
  test("HDI's comprehensive package as first quoted: its own sums, services and deductibles", () => {
    expect(
      spanishOf(coveragesFor('hdi', packageCodes.comprehensive, defaultCoverageTerms, newCar)),
    ).toEqual({
      'Daños materiales': 'Valor del vehículo, deducible 5 %',
      'Robo total': 'Valor del vehículo, deducible 10 %',
      'Responsabilidad civil a terceros': '$1,000,000.00',
      'Responsabilidad civil catastrófica': '$2,000,000.00',
      'Gastos médicos a ocupantes': '$200,000.00',
      'Defensa legal': '$1,000,000.00',
      'Asistencia vial': '2 servicios al año, grúa hasta 100 km',
      'Reparación en agencia': 'Autos de hasta 2 años',
      'Auto sustituto': 'No incluida',
    });
  });

  test("GNP's comprehensive package gives more than HDI's where the market's insurers differ", () => {
    expect(
      spanishOf(coveragesFor('gnp', packageCodes.comprehensive, defaultCoverageTerms, newCar)),
    ).toMatchObject({
      'Responsabilidad civil a terceros': '$1,500,000.00',
      'Gastos médicos a ocupantes': '$300,000.00',
      'Defensa legal': '$3,000,000.00',
      'Asistencia vial': '4 servicios al año, grúa hasta 150 km',
      'Reparación en agencia': 'Autos de hasta 3 años',
      'Auto sustituto': '30 días',
    });
  });

  test('a sum the buyer asks above the insurer’s least is kept; below it, raised to it', () => {
    const asked = (rcThird: number, passengerMedical: number) =>
      coveragesFor('sura', packageCodes.liability, {
        ...defaultCoverageTerms,
        rcThird,
        passengerMedical,
      });
    expect(asked(800_000, 100_000).rcThird.sumInsured).toBe(2_000_000);
    expect(asked(800_000, 100_000).medicalCost.sumInsured).toBe(250_000);
    expect(asked(3_500_000, 400_000).rcThird.sumInsured).toBe(3_500_000);
    expect(asked(3_500_000, 400_000).medicalCost.sumInsured).toBe(400_000);
  });

  test('a deductible the insurer does not offer maps to the next it offers, and says which it offers', () => {
    const terms = {
      ...defaultCoverageTerms,
      damageDeductiblePercent: 3,
      theftDeductiblePercent: 5,
    };
    const gds = coveragesFor('gds', packageCodes.comprehensive, terms);
    expect(coverageText(gds.materialDamage)).toBe('Valor del vehículo, deducible 5 %');
    expect(gds.materialDamage.deductibleChoices).toEqual([5, 10]);
    expect(coverageText(gds.theft)).toBe('Valor del vehículo, deducible 10 %');
    const mapfre = coveragesFor('mapfre', packageCodes.comprehensive, terms);
    expect(coverageText(mapfre.materialDamage)).toBe('Valor del vehículo, deducible 3 %');
    expect(planTermsFor('gds', packageCodes.comprehensive, terms)).toMatchObject({
      damageDeductiblePercent: 5,
      theftDeductiblePercent: 10,
    });
  });

  test('repair in agency: in the package for young cars, bought for 1 to 8 years, never older', () => {
    const agency = (modelYear: number, bought: boolean) =>
      coverageText(
        coveragesFor(
          'aba',
          packageCodes.comprehensive,
          { ...defaultCoverageTerms, specialCovers: bought ? ['repairInAgency'] : [] },
          { modelYear, referenceYear: 2026 },
        ).agencyRepair,
      );
    expect(agency(2024, false)).toBe('Autos de hasta 3 años');
    expect(agency(2023, false)).toBe('Autos de hasta 3 años');
    expect(agency(2022, false)).toBe('No incluida');
    expect(agency(2021, true)).toBe('Amparada');
    expect(agency(2015, true)).toBe('No incluida');
  });

  test('a substitute car the package includes is not bought again; one it lacks is bought for 15 days', () => {
    const terms = { ...defaultCoverageTerms, specialCovers: ['substituteCar' as const] };
    expect(coverageText(coveragesFor('hdi', packageCodes.comprehensive, terms).substituteCar)).toBe(
      '15 días',
    );
    expect(planTermsFor('hdi', packageCodes.comprehensive, terms).specialCovers).toEqual([
      'substituteCar',
    ]);
    expect(coverageText(coveragesFor('gnp', packageCodes.comprehensive, terms).substituteCar)).toBe(
      '30 días',
    );
    expect(planTermsFor('gnp', packageCodes.comprehensive, terms).specialCovers).toEqual([]);
  });

  test('the comparison finds the rows that differ and marks the best value of each', () => {
    const compared = (['gds', 'gnp', 'hdi'] as const).map((insurer) =>
      coveragesFor(insurer, packageCodes.comprehensive, defaultCoverageTerms, newCar),
    );
    const rows = Object.fromEntries(compareCoverages(compared).map((row) => [row.key, row]));
    expect(rows.rcCatastrophic).toEqual({
      key: 'rcCatastrophic',
      differs: false,
      best: [false, false, false],
    });
    expect(rows.medicalCost).toMatchObject({ differs: true, best: [false, true, false] });
    expect(rows.roadAssistance).toMatchObject({ differs: true, best: [false, true, false] });
    expect(rows.substituteCar).toMatchObject({ differs: true, best: [false, true, false] });
    // GDS offers 5 % and 10 %, the others 3 % too: the rows differ, the chosen 5 % ties.
    expect(rows.materialDamage).toMatchObject({ differs: true, best: [false, false, false] });
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
      'Defensa legal': '$1,500,000.00',
      'Reparación en agencia': 'No incluida',
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
});
