import * as v from 'valibot';
import {
  editableCoverageChoices,
  customiseFilterRanges,
  specialCovers,
  defaultThirdUsa,
  type FilterRange,
} from '../coverage/coverage';
import { messages } from './messages';
import { choice, fields, oneMessage } from './rules';

// The results page's customise choices, apart from the policy's codes (policy-fields.ts) so
// the quote wizard's first load does not carry the coverage lists.

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

/** The 'Personaliza tu póliza' sidebar: filters, editable coverages and special covers. */
export const customiseStepSchema = fields({
  filters: customiseFiltersSchema,
  coverages: coverageChoicesSchema,
  specialCovers: specialCoversSchema,
});
