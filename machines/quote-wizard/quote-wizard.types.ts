import type { LeadRequestInput } from '../../src/domain/validation/lead-request';
import type { PersonType } from '../../src/domain/quote/person';
import type { PostalLocation } from '../../src/domain/common/postal-location';
import type { ModelYear, SubBrand, Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { QuoteInputs, QuotationRequestEvent } from '../contracts/quotation-link';

/** The wizard's steps in order; the lead step is the lead variant's, quoteCart the /quote-cart page. */
export const wizardSteps = [
  'vehicle',
  'modelYear',
  'postalCode',
  'personType',
  'birthDate',
  'lead',
  'quoteCart',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * standard: the five steps; lead: plus name, phone and e-mail ('Cotizar'); quoteCart: vehicle
 * and model year, then the quote-cart page ('¡Solo algunos datos más!').
 */
export type WizardVariant = 'standard' | 'lead' | 'quoteCart';

/** The steps a variant goes through, in order ('Paso n de 5', 'de 6', 'de 3'). */
export const stepsOfVariant = {
  standard: ['vehicle', 'modelYear', 'postalCode', 'personType', 'birthDate'],
  lead: ['vehicle', 'modelYear', 'postalCode', 'personType', 'birthDate', 'lead'],
  quoteCart: ['vehicle', 'modelYear', 'quoteCart'],
} as const satisfies Record<WizardVariant, readonly WizardStep[]>;

/** The part of a sub-brand the autocomplete shows and the quote needs. */
export type SubBrandOption = Pick<SubBrand, 'id' | 'name' | 'brandId' | 'brandName'>;

export type ModelYearOption = Pick<ModelYear, 'id' | 'year'>;

/** The versions of a model, as the catalogue lists them. */
export interface ModelVersions {
  modelId: string;
  versions: Version[];
}

/** The part of the postal-code lookup the quote needs. */
export type PostalCodeInsurers = Pick<PostalLocation, 'supportedInsurers'>;

/** What the visitor typed or picked, as typed (the step schemas read and check them). */
export interface WizardFields {
  vehicleSearch: string;
  subbrandId: string;
  modelId: string;
  model: string;
  postalCode: string;
  personType: string;
  dayOfBirth: string;
  monthOfBirth: string;
  yearOfBirth: string;
  /** The quote-cart page's date, typed dd/mm/aaaa (a constitution date for companies). */
  birthdate: string;
  /** The quote-cart page's Hombre / Mujer / Empresa. */
  gender: string;
  asLeadsName: string;
  asLeadsPhone: string;
  asLeadsEmail: string;
}

export type FieldErrors = Partial<Record<keyof WizardFields, string>>;

export interface QuoteWizardContext {
  variant: WizardVariant;
  /** The leads channel (promo AS_LEADS) cannot edit the quote. */
  editingLocked: boolean;
  fields: WizardFields;
  suggestions: SubBrandOption[];
  subbrand?: SubBrandOption;
  modelYears: ModelYearOption[];
  /**
   * The chosen model's versions, listed while the visitor answers the steps after the model
   * year and handed over with the answers: the quotation then quotes at once.
   */
  modelVersions?: ModelVersions;
  /** Insurers that quote in the postal code, from its lookup. */
  supportedInsurers: string[];
  /** yyyy-mm-dd, from the birth-date step or the quote-cart page. */
  birthdateIso?: string;
  personType?: PersonType;
  leadId?: string;
  /** Steps passed, so edit can go back to them. */
  completed: WizardStep[];
  errors: FieldErrors;
  /** A request that failed (shown above the step). */
  failure?: string;
  /** The quote as the edit-quote modal opened on it: what closing unapplied goes back to. */
  quoteBeforeEdit?: QuoteBeforeEdit;
}

/** What the edit-quote modal may change before it is applied. */
export type QuoteBeforeEdit = Pick<QuoteWizardContext, 'fields' | 'subbrand' | 'modelYears'>;

export interface QuoteWizardInput {
  variant?: WizardVariant;
  editingLocked?: boolean;
}

export type QuoteWizardEvent =
  | { type: 'wizard.change'; values: Partial<WizardFields> }
  | { type: 'wizard.search'; text: string }
  | { type: 'wizard.selectSubBrand'; subbrand: SubBrandOption }
  | { type: 'wizard.selectModelYear'; year: number }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.edit'; step: WizardStep }
  | { type: 'wizard.setEditingLock'; locked: boolean }
  /** The results page's edit-quote modal: open it, or close it without re-quoting. */
  | { type: 'wizard.editQuote' }
  | { type: 'wizard.cancelEdit' }
  /** 'Los cambios hechos podrían perderse. ¿Deseas continuar?': keep editing, or drop the edits. */
  | { type: 'wizard.keepEditing' }
  | { type: 'wizard.discardEdit' }
  | { type: 'wizard.restore'; inputs: QuoteInputs }
  /** A new quote (after a round, or on another variant's page): answers kept, first step. */
  | { type: 'wizard.startOver'; variant: WizardVariant }
  /** The chosen model's versions arrived (or could not be listed: the quotation lists them). */
  | { type: 'xstate.done.actor.listVersions'; output: ModelVersions }
  | { type: 'xstate.error.actor.listVersions'; error: unknown };

export type QuoteWizardEmitted =
  /** The model year was accepted: the visitor means to quote this model (the app loads ahead). */
  { type: 'wizard.modelChosen' } | QuotationRequestEvent;

/** The lead call's body as the server's schema reads it; the API client adds the partner code. */
export type LeadRequest = Omit<LeadRequestInput, 'partnerCode'>;
