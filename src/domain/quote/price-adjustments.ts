import * as v from 'valibot';
import { specialCovers, type SpecialCover } from '../coverage/coverage';
import { packageQuoteOrder } from '../coverage/packages';
import { indemnityValueKeys, validityYears } from './policy';
import type { StateCode } from '../common/states';

/**
 * One step of '¿Por qué este precio?' as the rating records it: a stable key and the figures
 * and codes the step depends on, never words. Each page words it in its reader's language
 * (src/web/strings/areas/price-breakdown.ts), so the server writes no Spanish into a quote.
 */
const step = <Key extends string, Params extends v.ObjectEntries>(key: Key, params: Params) =>
  v.object({
    key: v.literal(key),
    params: v.object(params),
    /** A factor (1.12 = +12 %) or null for an additive loading. */
    factor: v.nullable(v.number()),
    /** The change in pesos this step made. */
    amount: v.number(),
  });

const specialCoverStep = (cover: SpecialCover) => step(`cover.${cover}`, {});

export const priceAdjustmentSchema = v.variant('key', [
  step('vehicle.theftRisk', { subBrand: v.string() }),
  step('vehicle.age', { years: v.number() }),
  step('indemnity', { indemnityValue: v.picklist(indemnityValueKeys) }),
  // Checked as text: the list of states would weigh on every page that restores a quote (the
  // home page's included), and a name not found is shown as its code.
  step('zone.state', { stateCode: v.custom<StateCode>((code) => typeof code === 'string') }),
  step('zone.postalCode', { postalCode: v.string() }),
  step('deductible.materialDamage', { percent: v.number() }),
  step('deductible.theft', { percent: v.number() }),
  step('sum.rcThird', { sumInsured: v.number() }),
  step('sum.rcCatastrophic', { sumInsured: v.number() }),
  step('sum.passengerMedical', { sumInsured: v.number() }),
  step('cover.legalDefense', {}),
  step('cover.roadAssistance', {}),
  step('cover.thirdUsa', {}),
  ...specialCovers.map(specialCoverStep),
  step('driver.age', { age: v.number() }),
  step('driver.sex', {}),
  step('personType', {}),
  step('package', { package: v.picklist(packageQuoteOrder) }),
  step('validity', { years: v.picklist(validityYears) }),
  step('discount.online', {}),
  step('discount.promo', { code: v.string() }),
]);

export type PriceAdjustment = v.InferOutput<typeof priceAdjustmentSchema>;
export type PriceAdjustmentKey = PriceAdjustment['key'];
/** What a step of this key records besides its amount. */
export type AdjustmentParams<Key extends PriceAdjustmentKey> = Extract<
  PriceAdjustment,
  { key: Key }
>['params'];
