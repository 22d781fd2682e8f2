import * as v from 'valibot';
import {
  editableCoverageChoices,
  customiseFilterRanges,
  specialCovers,
  defaultThirdUsa,
  type FilterRange,
} from '../coverage';
import { insurerCodes } from '../insurers';
import { packageQuoteOrder } from '../packages';
import { paymentFrequencyCodes } from '../payment-frequencies';
import { compensationValues, indemnityValueKeys, validityYears } from '../policy';
import { messages } from './messages';
import { choice, fields, oneMessage, patternText } from './rules';

/** At least one character (the spec); we also keep to the characters promo codes use (AS_LEADS). */
export const promoCodeSchema = patternText(/^[\w-]+$/, messages.promoCode, 50);

export const packageSchema = choice(packageQuoteOrder, messages.choiceNotOffered);
export const paymentFrequencySchema = choice(paymentFrequencyCodes, messages.choiceNotOffered);
export const validitySchema = choice(validityYears, messages.choiceNotOffered);
export const indemnityValueSchema = choice(indemnityValueKeys, messages.choiceNotOffered);
export const compensationValueSchema = choice(compensationValues, messages.choiceNotOffered);
export const insurerCodeSchema = choice(insurerCodes, messages.choiceNotOffered);

/** The partner whose brand the call is made under. */
export const partnerCodeSchema = patternText(/^[\w-]+$/, messages.invalidRequest, 40);

function withinRange(range: FilterRange) {
  return v.optional(
    oneMessage(
      v.pipe(
        v.number(messages.choiceNotOffered),
        v.integer(messages.choiceNotOffered),
        v.minValue(range.min, messages.choiceNotOffered),
        v.maxValue(range.max, messages.choiceNotOffered),
      ),
    ),
    range.initial,
  );
}

/** The sidebar's filters; each missing one takes its initial value. */
export const customiseFiltersSchema = fields({
  thirdDamages: withinRange(customiseFilterRanges.thirdDamages),
  thirdDeaths: withinRange(customiseFilterRanges.thirdDeaths),
  pasengersMedicalExpenses: withinRange(customiseFilterRanges.pasengersMedicalExpenses),
  theftDeductible: withinRange(customiseFilterRanges.theftDeductible),
  deductibleDamage: withinRange(customiseFilterRanges.deductibleDamage),
  roadAssistance: v.optional(v.boolean(messages.choiceNotOffered), true),
  legalDefense: v.optional(v.boolean(messages.choiceNotOffered), true),
});

function oneOf(list: { choices: readonly number[]; initial: number }) {
  return v.optional(choice(list.choices, messages.choiceNotOffered), list.initial);
}

/** The editable coverages, each one of the values its list offers. */
export const coverageChoicesSchema = fields({
  materialDamage: oneOf(editableCoverageChoices.materialDamage),
  theft: oneOf(editableCoverageChoices.theft),
  rcCatastrophic: oneOf(editableCoverageChoices.rcCatastrophic),
  rcThird: oneOf(editableCoverageChoices.rcThird),
  thirdUSA: v.optional(v.boolean(messages.choiceNotOffered), defaultThirdUsa),
});

const coverSwitch = v.optional(v.boolean(messages.choiceNotOffered), false);

/** The on/off covers; each missing one is off. */
export const specialCoversSchema = fields(
  Object.fromEntries(specialCovers.map((cover) => [cover, coverSwitch])) as Record<
    (typeof specialCovers)[number],
    typeof coverSwitch
  >,
);

/** Invoice folio: letters and digits, at least 6. */
export const invoiceFolioSchema = patternText(/^[A-Za-z0-9]{6,}$/, messages.invoiceFolio, 40);

/**
 * Invoice amount in pesos with at least 5 digits before the point (10,000 or more), typed as a
 * number or as text with "$" and thousands commas.
 */
export const invoiceValueSchema = oneMessage(
  v.pipe(
    v.union(
      [v.number(messages.invoiceValue), v.string(messages.invoiceValue)],
      messages.invoiceValue,
    ),
    v.transform((amount) => String(amount).replace(/[\s$,]/g, '')),
    v.regex(/^\d{5,10}(\.\d{1,2})?$/, messages.invoiceValue),
    v.transform(Number),
  ),
);
