import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Language } from '../../src/domain/site/languages';
import type { PriceAdjustment } from '../../src/domain/quote/price-adjustments';
import type { PriceBreakdown as Breakdown } from '../../src/domain/quote/quotation';
import { PriceBreakdown } from '../../src/web/results/price-breakdown';
import { LocaleProvider } from '../../src/web/strings/i18n';

const steps: PriceAdjustment[] = [
  { key: 'vehicle.theftRisk', params: { subBrand: 'Versa' } },
  { key: 'vehicle.age', params: { years: 6 } },
  { key: 'indemnity', params: { indemnityValue: 'commercialPlus10' } },
  { key: 'zone.state', params: { stateCode: 'DIF' } },
  { key: 'zone.postalCode', params: { postalCode: '06700' } },
  { key: 'deductible.materialDamage', params: { percent: 10 } },
  { key: 'deductible.theft', params: { percent: 20 } },
  { key: 'sum.rcThird', params: { sumInsured: 3_000_000 } },
  { key: 'sum.passengerMedical', params: { sumInsured: 200_000 } },
  { key: 'cover.legalDefense', params: {} },
  { key: 'cover.thirdUsa', params: {} },
  { key: 'cover.repairInAgency', params: {} },
  { key: 'cover.tires', params: {} },
  { key: 'driver.age', params: { age: 22 } },
  { key: 'driver.sex', params: {} },
  { key: 'personType', params: {} },
  { key: 'package', params: { package: 1 } },
  { key: 'validity', params: { years: 3 } },
  { key: 'discount.online', params: {} },
  { key: 'discount.promo', params: { code: 'BIENVENIDA10' } },
].map((step, index) => ({ ...step, factor: null, amount: index + 1 }) as PriceAdjustment);

const breakdown: Breakdown = {
  basePremium: 8_000,
  adjustments: steps,
  netPremium: 8_210,
  instalmentSurcharge: 0,
  policyFee: 600,
  iva: 1_409.6,
  total: 10_219.6,
};

async function rowsIn(locale: Language) {
  render(
    <MantineProvider env="test">
      <LocaleProvider locale={locale}>
        <PriceBreakdown breakdown={breakdown} />
      </LocaleProvider>
    </MantineProvider>,
  );
  await screen.findByRole('heading', {
    name: locale === 'es' ? '¿Por qué este precio?' : 'Why this price?',
  });
  return screen.getAllByRole('row').map((row) => row.textContent);
}

describe("'¿Por qué este precio?'", () => {
  it("words every step of the rating in Spanish, in the rating's own words", async () => {
    expect(await rowsIn('es')).toEqual([
      'Prima base$8,000.00',
      'Índice de robo del modelo Versa$1.00',
      'Antigüedad del vehículo (6 años)$2.00',
      'Suma asegurada: Valor Comercial + 10$3.00',
      'Zona: Ciudad de México$4.00',
      'Zona: código postal 06700$5.00',
      'Deducible de daños materiales 10 %$6.00',
      'Deducible de robo total 20 %$7.00',
      'Responsabilidad civil a terceros por $3,000,000.00$8.00',
      'Gastos médicos a ocupantes por $200,000.00$9.00',
      'Defensa legal$10.00',
      'Responsabilidad civil en EUA y Canadá$11.00',
      'Reparación en agencia$12.00',
      'Llantas y rines$13.00',
      'Edad del conductor (22 años)$14.00',
      'Conductora$15.00',
      'Persona moral (uso de flotilla)$16.00',
      'Paquete Limitada$17.00',
      'Vigencia de 3 años$18.00',
      'Descuento por contratar en línea$19.00',
      'Código promocional BIENVENIDA10$20.00',
      'Prima neta$8,210.00',
      'Recargo por pago fraccionado$0.00',
      'Derecho de póliza$600.00',
      'IVA$1,409.60',
      'Total$10,219.60',
    ]);
  });

  it('words them in English, money in the English format; names stay as they are', async () => {
    expect(await rowsIn('en')).toEqual([
      'Base premiumMX$8,000.00',
      'Theft rate of the Versa modelMX$1.00',
      'Vehicle age (6 years)MX$2.00',
      'Sum insured: Commercial value + 10%MX$3.00',
      'Zone: Ciudad de MéxicoMX$4.00',
      'Zone: postal code 06700MX$5.00',
      'Material damage deductible 10%MX$6.00',
      'Total theft deductible 20%MX$7.00',
      'Third-party liability for MX$3,000,000.00MX$8.00',
      'Occupants’ medical costs for MX$200,000.00MX$9.00',
      'Legal defenceMX$10.00',
      'Liability in the USA and CanadaMX$11.00',
      'Repair at the dealerMX$12.00',
      'Tyres and rimsMX$13.00',
      'Driver’s age (22 years)MX$14.00',
      'Female driverMX$15.00',
      'Company (fleet use)MX$16.00',
      'Limited packageMX$17.00',
      '3-year termMX$18.00',
      'Discount for buying onlineMX$19.00',
      'Promo code BIENVENIDA10MX$20.00',
      'Net premiumMX$8,210.00',
      'Instalment surchargeMX$0.00',
      'Policy feeMX$600.00',
      'VATMX$1,409.60',
      'TotalMX$10,219.60',
    ]);
  });
});
