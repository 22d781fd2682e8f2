import * as v from 'valibot';
import { personTypeKeys } from '../../src/domain/quote/person';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import { quoteInputsShape, textList, versionShape } from '../support/state-shapes';
import {
  wizardSteps,
  type QuoteWizardContext,
  type QuoteWizardEvent,
  type WizardFields,
} from './quote-wizard.types';

/** The schemas of the wizard's events and context (machine-schemas.ts). */

const wizardFieldsEntries = {
  vehicleSearch: v.string(),
  subbrandId: v.string(),
  modelId: v.string(),
  model: v.string(),
  postalCode: v.string(),
  personType: v.string(),
  dayOfBirth: v.string(),
  monthOfBirth: v.string(),
  yearOfBirth: v.string(),
  birthdate: v.string(),
  gender: v.string(),
  asLeadsName: v.string(),
  asLeadsPhone: v.string(),
  asLeadsEmail: v.string(),
} satisfies Record<keyof WizardFields, v.GenericSchema>;

const subBrandShape = v.object({
  id: v.string(),
  name: v.string(),
  brandId: v.string(),
  brandName: v.string(),
});
const modelYearsShape = v.array(v.object({ id: v.string(), year: v.number() }));
const variantShape = v.picklist(['standard', 'lead', 'quoteCart']);
const stepShape = v.picklist(wizardSteps);

export const quoteWizardSchemas: MachineSchemas<QuoteWizardContext, QuoteWizardEvent> = {
  events: {
    'wizard.change': v.object({ values: v.partial(v.object(wizardFieldsEntries)) }),
    'wizard.search': v.object({ text: v.string() }),
    'wizard.selectSubBrand': v.object({ subbrand: subBrandShape }),
    'wizard.selectModelYear': v.object({ year: v.number() }),
    'wizard.next': noPayload,
    'wizard.back': noPayload,
    'wizard.edit': v.object({ step: stepShape }),
    'wizard.setEditingLock': v.object({ locked: v.boolean() }),
    'wizard.editQuote': noPayload,
    'wizard.cancelEdit': noPayload,
    'wizard.keepEditing': noPayload,
    'wizard.discardEdit': noPayload,
    'wizard.restore': v.object({ inputs: quoteInputsShape }),
    'wizard.startOver': v.object({ variant: variantShape }),
  },
  context: v.object({
    variant: variantShape,
    editingLocked: v.boolean(),
    fields: v.object(wizardFieldsEntries),
    suggestions: v.array(subBrandShape),
    subbrand: v.optional(subBrandShape),
    modelYears: modelYearsShape,
    modelVersions: v.optional(v.object({ modelId: v.string(), versions: v.array(versionShape) })),
    supportedInsurers: textList,
    birthdateIso: v.optional(v.string()),
    personType: v.optional(v.picklist(personTypeKeys)),
    leadId: v.optional(v.string()),
    completed: v.array(stepShape),
    errors: v.partial(v.object(wizardFieldsEntries)),
    failure: v.optional(v.string()),
    quoteBeforeEdit: v.optional(
      v.object({
        fields: v.object(wizardFieldsEntries),
        subbrand: v.optional(subBrandShape),
        modelYears: modelYearsShape,
      }),
    ),
  }),
};
