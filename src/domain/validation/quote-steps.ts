import * as v from 'valibot';
import { individualGenderKeys } from '../quote/person';
import {
  birthdateSchema,
  birthDatePartsSchema,
  buyerAgeChecks,
  startDateSchema,
} from './date-fields';
import { messages } from './messages';
import { editPostalCodeSchema, quotePostalCodeSchema } from './address-fields';
import {
  emailAddressSchema,
  leadEmailSchema,
  leadNameSchema,
  leadPhoneSchema,
} from './contact-fields';
import { genderSchema, personTypeSchema } from './identity-fields';
import { promoCodeSchema } from './policy-fields';
import {
  modelIdSchema,
  modelYearSchema,
  subbrandIdSchema,
  vehicleSearchSchema,
} from './vehicle-fields';
import { crossCheck, fields } from './rules';

/** Wizard step 1: something typed, and a make and model picked from the suggestions. */
export const vehicleStepSchema = fields({
  vehicleSearch: vehicleSearchSchema,
  subbrandId: subbrandIdSchema,
});

/** Wizard step 2: the model year picked on the bar, with its catalogue id. */
export const modelYearStepSchema = fields({ modelId: modelIdSchema, model: modelYearSchema });

/** Wizard step 3. */
export const postalCodeStepSchema = fields({ postalCode: quotePostalCodeSchema });

/** Wizard step 4: persona física (Hombre or Mujer: the price depends on it) or moral. */
export const personTypeStepSchema = v.pipe(
  fields({ personType: personTypeSchema, gender: v.optional(v.string()) }),
  v.forward(
    crossCheck(
      [['personType'], ['gender']],
      ({ personType, gender }) =>
        personType === 'legal' || (individualGenderKeys as readonly unknown[]).includes(gender),
      messages.genderRequired,
    ),
    ['gender'],
  ),
);

/** With the Hombre / Mujer / Empresa choice, a person's date must be an adult's. */
function adultUnlessCompany<TForm extends { birthdate: string; gender: string }>() {
  return buyerAgeChecks<TForm>([['birthdate'], ['gender']], (form) => ({
    iso: form.birthdate,
    isCompany: form.gender === 'company',
  }));
}

// In the page's order (Hombre / Mujer / Empresa, the date, the postal code): the error summary
// lists the messages in this order, and its first link must be the first field in error.
const quoteCartFields = fields({
  gender: genderSchema,
  birthdate: birthdateSchema,
  postalCode: quotePostalCodeSchema,
});

/** Wizard step 5: day, month and year boxes; the output adds `birthdate` as `yyyy-mm-dd`. */
export const birthDateStepSchema = birthDatePartsSchema;

/** Wizard step 6, lead variant only: every field answers 'Existen datos incorrectos.'. */
export const leadStepSchema = fields({
  asLeadsName: leadNameSchema,
  asLeadsPhone: leadPhoneSchema,
  asLeadsEmail: leadEmailSchema,
});

/** The quote-cart page ('¡Solo algunos datos más!'): a company gives its constitution date. */
export const quoteCartSchema = v.pipe(
  quoteCartFields,
  ...adultUnlessCompany<v.InferOutput<typeof quoteCartFields>>(),
);

/** The edit-quote modal of the results page. */
const editQuoteFields = fields({
  vehicleSearch: vehicleSearchSchema,
  subbrandId: subbrandIdSchema,
  model: modelYearSchema,
  postalCode: editPostalCodeSchema,
  gender: genderSchema,
  birthdate: birthdateSchema,
});
export const editQuoteSchema = v.pipe(
  editQuoteFields,
  ...adultUnlessCompany<v.InferOutput<typeof editQuoteFields>>(),
);

/** The discount modal. */
export const promoCodeStepSchema = fields({ promoCode: promoCodeSchema });

/** The save-quote modal. */
export const saveQuoteStepSchema = fields({ email: emailAddressSchema });

/** The policy start date of the summary. */
export const startDateStepSchema = fields({ beginDate: startDateSchema });
