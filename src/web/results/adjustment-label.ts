import { packageNameKey } from '../strings/areas/packages';
import type { SpecialCover } from '../../domain/coverage/coverage';
import type { PriceAdjustment } from '../../domain/quote/price-adjustments';
import type { CoverageKey } from '../../domain/quote/quotation';
import { mexicanStates, type StateCode } from '../../domain/common/states';
import { interpolate } from '../strings/interpolate';
import type { ResultsTextKey } from '../strings/page-text/results';

type Translate = (key: ResultsTextKey) => string;

/** The coverage each priced sum is, named as the coverage table names it. */
const summedCoverage = {
  'sum.rcThird': 'rcThird',
  'sum.rcCatastrophic': 'rcCatastrophic',
  'sum.passengerMedical': 'medicalCost',
} as const satisfies Record<string, CoverageKey>;

/** A special cover's name as the customise panel lists it, repair in agency as the table does. */
const specialCoverName = (cover: SpecialCover): ResultsTextKey =>
  cover === 'repairInAgency' ? 'quoteCard.cover.agencyRepair' : `customise.cover.${cover}`;

const stateName = (code: StateCode) =>
  mexicanStates.find((state) => state.code === code)?.name ?? code;

/** One step of '¿Por qué este precio?' in the reader's words, its money in their format. */
export function adjustmentLabel(
  step: PriceAdjustment,
  t: Translate,
  money: (amount: number) => string,
): string {
  switch (step.key) {
    case 'vehicle.theftRisk':
      return interpolate(t('priceBreakdown.theftRisk'), step.params);
    case 'vehicle.age':
      return interpolate(t('priceBreakdown.vehicleAge'), step.params);
    case 'indemnity':
      return interpolate(t('priceBreakdown.indemnity'), {
        indemnity: t(`policyTerms.indemnity.${step.params.indemnityValue}`),
      });
    case 'zone.state':
      return interpolate(t('priceBreakdown.zoneState'), {
        state: stateName(step.params.stateCode),
      });
    case 'zone.postalCode':
      return interpolate(t('priceBreakdown.zonePostalCode'), step.params);
    case 'deductible.materialDamage':
      return interpolate(t('priceBreakdown.damageDeductible'), step.params);
    case 'deductible.theft':
      return interpolate(t('priceBreakdown.theftDeductible'), step.params);
    case 'sum.rcThird':
    case 'sum.rcCatastrophic':
    case 'sum.passengerMedical':
      return interpolate(t('priceBreakdown.coverSum'), {
        cover: t(`quoteCard.cover.${summedCoverage[step.key]}`),
        sum: money(step.params.sumInsured),
      });
    case 'cover.legalDefense':
      return t('quoteCard.cover.legalDefense');
    case 'cover.roadAssistance':
      return t('quoteCard.cover.roadAssistance');
    case 'cover.thirdUsa':
      return t('priceBreakdown.thirdUsa');
    case 'driver.age':
      return interpolate(t('priceBreakdown.driverAge'), step.params);
    case 'driver.sex':
      return t('priceBreakdown.femaleDriver');
    case 'personType':
      return t('priceBreakdown.company');
    case 'package':
      return interpolate(t('priceBreakdown.package'), {
        package: t(packageNameKey(step.params.package)),
      });
    case 'validity':
      return interpolate(t('priceBreakdown.validity'), step.params);
    case 'discount.online':
      return t('priceBreakdown.onlineDiscount');
    case 'discount.promo':
      return interpolate(t('priceBreakdown.promoCode'), step.params);
    default:
      return t(specialCoverName(step.key.slice('cover.'.length) as SpecialCover));
  }
}
