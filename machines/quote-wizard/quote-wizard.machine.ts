import { and, assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { personTypeOf, type Gender, type PersonType } from '../../src/domain/quote/person';
import { messages } from '../../src/domain/validation/messages';
import { leadCreationFailedMessage } from '../../src/domain/validation/lead-failure';
import { busyTag } from '../support/persistence';
import { notProvided } from '../support/placeholder';
import { actorError, actorResult } from '../support/actor-events';
import { failureMessage } from '../support/failure-message';
import { fieldsFromInputs, handOverOf, leadRequestOf } from './quote-wizard.hand-over';
import {
  hasUnappliedQuoteEdits,
  isStepValid,
  stepErrors,
  stepOutput,
  type CheckedForm,
} from './quote-wizard.steps';
import {
  wizardSteps,
  type LeadRequest,
  type ModelVersions,
  type ModelYearOption,
  stepsOfVariant,
  type PostalCodeInsurers,
  type QuoteWizardContext,
  type QuoteWizardEmitted,
  type QuoteWizardEvent,
  type QuoteWizardInput,
  type SubBrandOption,
  type WizardFields,
  type WizardStep,
} from './quote-wizard.types';
import { quoteWizardSchemas } from './quote-wizard.schemas';

/**
 * The quote wizard (docs/behaviour/quote/wizard.md): vehicle, model year, postal code, person
 * type, birth date and, in the lead variant, name/phone/e-mail; or vehicle, model year and the
 * quote-cart page. Each step is checked with its domain schema before moving on; once the last
 * step is accepted the wizard hands the quote inputs to the quotation (`quotation.request`).
 */

/** Autocomplete: fewer letters than this do not search. */
const minimumSearchLength = 2;

const emptyFields: WizardFields = {
  vehicleSearch: '',
  subbrandId: '',
  modelId: '',
  model: '',
  postalCode: '',
  personType: '',
  dayOfBirth: '',
  monthOfBirth: '',
  yearOfBirth: '',
  birthdate: '',
  gender: '',
  asLeadsName: '',
  asLeadsPhone: '',
  asLeadsEmail: '',
};

const step = <TForm extends CheckedForm>(name: TForm) => ({ params: { step: name } });

/** Typing is accepted on a step's form, not while its request is in flight. */
const typing = { 'wizard.change': { actions: 'changeFields' } } as const;

/** A form that a request checks before the wizard moves on: typing, then 'Siguiente'. */
const editingBeforeCheck = (name: WizardStep, checkState: string) =>
  ({
    on: {
      ...typing,
      'wizard.next': [
        { guard: { type: 'isStepValid', ...step(name) }, target: checkState },
        { actions: { type: 'showStepErrors', ...step(name) } },
      ],
    },
  }) as const;

/**
 * The typed postal code looked up: a known one keeps its insurers, completes the step and
 * moves on (`then`); an unknown one goes back to the form with the spec's message.
 */
const postalCodeLookup = <TThen extends readonly string[]>(
  id: string,
  name: WizardStep,
  target: string,
  then: TThen,
) =>
  ({
    tags: [busyTag],
    invoke: {
      id,
      src: 'lookUpPostalCode',
      input: ({ context }: { context: QuoteWizardContext }) => ({
        postalCode: context.fields.postalCode.trim(),
      }),
      onDone: {
        target,
        actions: [
          { type: 'storeSupportedInsurers', params: actorResult<PostalCodeInsurers> },
          { type: 'completeStep', ...step(name) },
          ...then,
        ],
      },
      onError: { target: 'editing', actions: 'showPostalCodeNotFound' },
    },
  }) as const;

/**
 * The sub-brand search: typing pauses, then searches the catalogue (a new key cancels the search
 * in flight). The vehicle step and the results page's edit-quote modal run the same one.
 */
const vehicleSearch = {
  initial: 'idle',
  states: {
    idle: {},
    pausing: { after: { autocompletePause: 'searching' } },
    searching: {
      invoke: {
        id: 'searchSubBrands',
        src: 'searchSubBrands',
        input: ({ context }: { context: QuoteWizardContext }) => ({
          text: context.fields.vehicleSearch.trim(),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'showSuggestions', params: actorResult<SubBrandOption[]> },
        },
        onError: { target: 'idle', actions: 'clearSuggestions' },
      },
    },
  },
  on: {
    'wizard.search': [
      {
        guard: 'isSearchTooShort',
        target: '.idle',
        actions: ['typeSearch', 'clearSuggestions'],
      },
      // Re-entering cancels the search in flight (its request is aborted).
      { target: '.pausing', reenter: true, actions: 'typeSearch' },
    ],
  },
} as const;

export const quoteWizardMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: quoteWizardSchemas,
  types: {
    context: {} as QuoteWizardContext,
    events: {} as QuoteWizardEvent,
    input: {} as QuoteWizardInput,
    emitted: {} as QuoteWizardEmitted,
  },
  actors: {
    searchSubBrands: notProvided<SubBrandOption[], { text: string }>('searchSubBrands'),
    listModelYears: notProvided<ModelYearOption[], { subbrandId: string }>('listModelYears'),
    listVersions: notProvided<ModelVersions, { modelId: string }>('listVersions'),
    lookUpPostalCode: notProvided<PostalCodeInsurers, { postalCode: string }>('lookUpPostalCode'),
    createLead: notProvided<{ leadId: string }, LeadRequest>('createLead'),
  },
  delays: {
    /** Searches once the visitor pauses typing, not on every key. */
    autocompletePause: 300,
  },
  guards: {
    isEditingLocked: ({ context }) => context.editingLocked,
    hasUnappliedQuoteEdits: ({ context }) => hasUnappliedQuoteEdits(context),
    isStepValid: ({ context }, params: { step: CheckedForm }) =>
      isStepValid(params.step, context.fields),
    isSearchTooShort: ({ event }) =>
      event.type === 'wizard.search' && event.text.trim().length < minimumSearchLength,
    isLeadVariant: ({ context }) => context.variant === 'lead',
    isQuoteCartVariant: ({ context }) => context.variant === 'quoteCart',
    canEditStep: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'wizard.edit' &&
      event.step === params.step &&
      !context.editingLocked &&
      context.completed.includes(params.step),
  },
  actions: {
    changeFields: assign(({ context, event }) => {
      assertEvent(event, 'wizard.change');
      const errors = { ...context.errors };
      for (const name of Object.keys(event.values)) delete errors[name as keyof WizardFields];
      return { fields: { ...context.fields, ...event.values }, errors, failure: undefined };
    }),
    typeSearch: assign(({ context, event }) => {
      assertEvent(event, 'wizard.search');
      // Typing again drops the make and model picked before.
      return {
        fields: { ...context.fields, vehicleSearch: event.text, subbrandId: '' },
        subbrand: undefined,
        errors: {},
      };
    }),
    clearSuggestions: assign({ suggestions: [] }),
    showSuggestions: assign({
      suggestions: (_, output: SubBrandOption[]) => output,
    }),
    selectSubBrand: assign(({ context, event }) => {
      assertEvent(event, 'wizard.selectSubBrand');
      const { subbrand } = event;
      return {
        subbrand,
        suggestions: [],
        errors: {},
        fields: {
          ...context.fields,
          vehicleSearch: `${subbrand.brandName} ${subbrand.name}`,
          subbrandId: subbrand.id,
          modelId: '',
          model: '',
        },
      };
    }),
    showModelYears: assign({ modelYears: (_, output: ModelYearOption[]) => output }),
    selectModelYear: assign(({ context, event }) => {
      assertEvent(event, 'wizard.selectModelYear');
      const option = context.modelYears.find((candidate) => candidate.year === event.year);
      return {
        fields: { ...context.fields, model: String(event.year), modelId: option?.id ?? '' },
        errors: {},
      };
    }),
    /**
     * The model year accepted: its versions are listed while the visitor answers the rest (a
     * model chosen again replaces the list in flight), so the hand-over carries them, and the
     * app hears the visitor means to quote.
     */
    chooseModel: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('listVersions');
      enqueue.spawnChild('listVersions', {
        id: 'listVersions',
        input: { modelId: context.fields.modelId },
      });
      enqueue.emit({ type: 'wizard.modelChosen' });
    }),
    storeModelVersions: assign({
      modelVersions: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.listVersions');
        return event.output;
      },
    }),
    forgetModelVersions: assign({ modelVersions: undefined }),
    showStepErrors: assign(({ context }, params: { step: CheckedForm }) => ({
      errors: stepErrors(params.step, context.fields),
    })),
    completeStep: assign(({ context }, params: { step: WizardStep }) => ({
      completed: context.completed.includes(params.step)
        ? context.completed
        : [...context.completed, params.step],
      errors: {},
      failure: undefined,
    })),
    /** A company is priced as one; a person keeps the Hombre / Mujer they chose. */
    storePersonType: assign(({ context }) => {
      const personType = context.fields.personType as PersonType;
      const gender = personType === 'legal' ? 'company' : context.fields.gender;
      return { personType, fields: { ...context.fields, gender } };
    }),
    storeBirthDate: assign({
      birthdateIso: ({ context }) =>
        stepOutput<{ birthdate: string }>('birthDate', context.fields).birthdate,
    }),
    storeQuoteCart: assign(({ context }) => {
      const output = stepOutput<{ birthdate: string; gender: Gender }>('quoteCart', context.fields);
      return { birthdateIso: output.birthdate, personType: personTypeOf(output.gender) };
    }),
    /** The edit-quote modal opens with the quote's data, the date as dd/mm/aaaa. */
    prefillEditQuote: assign(({ context }) => {
      const [year, month, day] = (context.birthdateIso ?? '').split('-');
      const gender = context.personType === 'legal' ? 'company' : context.fields.gender || 'male';
      const fields = {
        ...context.fields,
        gender,
        birthdate: context.birthdateIso ? `${day}/${month}/${year}` : '',
      };
      const { subbrand, modelYears } = context;
      return {
        fields,
        quoteBeforeEdit: { fields, subbrand, modelYears },
        errors: {},
        failure: undefined,
      };
    }),
    /** Closing the modal unapplied: the quote's answers as it opened on them. */
    discardQuoteEdits: assign(({ context }) => ({
      ...context.quoteBeforeEdit,
      quoteBeforeEdit: undefined,
      suggestions: [],
      errors: {},
      failure: undefined,
    })),
    forgetQuoteBeforeEdit: assign({ quoteBeforeEdit: undefined }),
    storeEditedQuote: assign(({ context }) => {
      const output = stepOutput<{ birthdate: string; gender: Gender }>('editQuote', context.fields);
      return { birthdateIso: output.birthdate, personType: personTypeOf(output.gender) };
    }),
    storeSupportedInsurers: assign({
      supportedInsurers: (_, location: PostalCodeInsurers) => location.supportedInsurers,
    }),
    storeLeadId: assign({ leadId: (_, output: { leadId: string }) => output.leadId }),
    showPostalCodeNotFound: assign(({ context }) => ({
      errors: { ...context.errors, postalCode: messages.quotePostalCode },
    })),
    showFailure: assign({ failure: (_, error: unknown) => failureMessage(error) }),
    showLeadFailure: assign({ failure: leadCreationFailedMessage }),
    explainEditingLocked: assign({ failure: messages.quoteEditingLocked }),
    handOverToQuotation: emit(({ context }) => handOverOf(context)),
    setEditingLock: assign({
      editingLocked: ({ event }) => {
        assertEvent(event, 'wizard.setEditingLock');
        return event.locked;
      },
    }),
    startOver: assign(({ context, event }) => {
      assertEvent(event, 'wizard.startOver');
      const steps: readonly WizardStep[] = stepsOfVariant[event.variant];
      return {
        variant: event.variant,
        completed: context.completed.filter((passed) => steps.includes(passed)),
        suggestions: [],
        errors: {},
        failure: undefined,
      };
    }),
    restoreInputs: assign(({ context, event }) => {
      assertEvent(event, 'wizard.restore');
      const { inputs } = event;
      return {
        fields: fieldsFromInputs(inputs, context.fields),
        subbrand: {
          id: inputs.subbrandId,
          name: inputs.subbrandName,
          brandId: '',
          brandName: inputs.brandName,
        },
        supportedInsurers: inputs.supportedInsurers,
        personType: inputs.personType,
        birthdateIso: inputs.birthdate,
        leadId: inputs.leadId,
        completed: [...stepsOfVariant[context.variant]],
        errors: {},
        failure: undefined,
      };
    }),
  },
}).createMachine({
  id: 'quoteWizard',
  context: ({ input }) => ({
    variant: input.variant ?? 'standard',
    editingLocked: input.editingLocked ?? false,
    fields: emptyFields,
    suggestions: [],
    modelYears: [],
    supportedInsurers: [],
    completed: [],
    errors: {},
  }),
  initial: 'vehicle',
  on: {
    'wizard.setEditingLock': { actions: 'setEditingLock' },
    'wizard.restore': { target: '.handedOver', actions: 'restoreInputs' },
    'wizard.startOver': { target: '.vehicle', actions: 'startOver' },
    'wizard.edit': wizardSteps.map((name) => ({
      guard: { type: 'canEditStep' as const, ...step(name) },
      target: `.${name}`,
    })),
    'xstate.done.actor.listVersions': { actions: 'storeModelVersions' },
    // The quotation lists them itself.
    'xstate.error.actor.listVersions': { actions: 'forgetModelVersions' },
  },
  states: {
    vehicle: {
      initial: 'editing',
      states: {
        editing: {
          ...vehicleSearch,
          on: {
            ...vehicleSearch.on,
            'wizard.selectSubBrand': { target: '.idle', actions: 'selectSubBrand' },
            'wizard.next': [
              { guard: { type: 'isStepValid', ...step('vehicle') }, target: 'loadingModelYears' },
              { actions: { type: 'showStepErrors', ...step('vehicle') } },
            ],
          },
        },
        loadingModelYears: {
          tags: [busyTag],
          invoke: {
            id: 'listModelYears',
            src: 'listModelYears',
            input: ({ context }) => ({ subbrandId: context.fields.subbrandId }),
            onDone: {
              target: '#quoteWizard.modelYear',
              actions: [
                { type: 'showModelYears', params: ({ event }) => event.output },
                { type: 'completeStep', ...step('vehicle') },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showFailure', params: actorError },
            },
          },
        },
      },
    },
    modelYear: {
      on: {
        'wizard.selectModelYear': { actions: 'selectModelYear' },
        'wizard.back': 'vehicle',
        'wizard.next': [
          {
            guard: and([{ type: 'isStepValid', ...step('modelYear') }, 'isQuoteCartVariant']),
            target: 'quoteCart',
            actions: [{ type: 'completeStep', ...step('modelYear') }, 'chooseModel'],
          },
          {
            guard: { type: 'isStepValid', ...step('modelYear') },
            target: 'postalCode',
            actions: [{ type: 'completeStep', ...step('modelYear') }, 'chooseModel'],
          },
          { actions: { type: 'showStepErrors', ...step('modelYear') } },
        ],
      },
    },
    postalCode: {
      initial: 'editing',
      on: { 'wizard.back': 'modelYear' },
      states: {
        editing: editingBeforeCheck('postalCode', 'checking'),
        checking: postalCodeLookup(
          'lookUpPostalCode',
          'postalCode',
          '#quoteWizard.personType',
          [] as const,
        ),
      },
    },
    personType: {
      on: {
        ...typing,
        'wizard.back': 'postalCode',
        'wizard.next': [
          {
            guard: { type: 'isStepValid', ...step('personType') },
            target: 'birthDate',
            actions: ['storePersonType', { type: 'completeStep', ...step('personType') }],
          },
          { actions: { type: 'showStepErrors', ...step('personType') } },
        ],
      },
    },
    birthDate: {
      on: {
        ...typing,
        'wizard.back': 'personType',
        'wizard.next': [
          {
            guard: and([{ type: 'isStepValid', ...step('birthDate') }, 'isLeadVariant']),
            target: 'lead',
            actions: ['storeBirthDate', { type: 'completeStep', ...step('birthDate') }],
          },
          {
            guard: { type: 'isStepValid', ...step('birthDate') },
            target: 'handedOver',
            actions: [
              'storeBirthDate',
              { type: 'completeStep', ...step('birthDate') },
              'handOverToQuotation',
            ],
          },
          { actions: { type: 'showStepErrors', ...step('birthDate') } },
        ],
      },
    },
    lead: {
      initial: 'editing',
      on: { 'wizard.back': 'birthDate' },
      states: {
        editing: editingBeforeCheck('lead', 'creatingLead'),
        creatingLead: {
          tags: [busyTag],
          invoke: {
            id: 'createLead',
            src: 'createLead',
            input: ({ context }) => leadRequestOf(context),
            onDone: {
              target: '#quoteWizard.handedOver',
              actions: [
                { type: 'storeLeadId', params: ({ event }) => event.output },
                { type: 'completeStep', ...step('lead') },
                'handOverToQuotation',
              ],
            },
            onError: { target: 'editing', actions: 'showLeadFailure' },
          },
        },
      },
    },
    quoteCart: {
      initial: 'editing',
      on: { 'wizard.back': 'modelYear' },
      states: {
        editing: editingBeforeCheck('quoteCart', 'validating'),
        validating: postalCodeLookup(
          'checkQuoteCartPostalCode',
          'quoteCart',
          '#quoteWizard.handedOver',
          ['storeQuoteCart', 'handOverToQuotation'] as const,
        ),
      },
    },
    handedOver: {
      on: {
        'wizard.editQuote': [
          { guard: 'isEditingLocked', actions: 'explainEditingLocked' },
          { target: 'editingQuote' },
        ],
      },
    },
    editingQuote: {
      initial: 'editing',
      entry: 'prefillEditQuote',
      on: {
        // Closing with changes not applied asks first (the spec's unsaved-changes prompt).
        'wizard.cancelEdit': [
          { guard: 'hasUnappliedQuoteEdits', target: '.confirmingDiscard' },
          { target: 'handedOver', actions: 'discardQuoteEdits' },
        ],
      },
      states: {
        confirmingDiscard: {
          on: {
            'wizard.keepEditing': 'editing',
            'wizard.discardEdit': {
              target: '#quoteWizard.handedOver',
              actions: 'discardQuoteEdits',
            },
          },
        },
        editing: {
          ...vehicleSearch,
          on: {
            ...typing,
            ...vehicleSearch.on,
            'wizard.selectSubBrand': { target: 'loadingModelYears', actions: 'selectSubBrand' },
            'wizard.selectModelYear': { actions: 'selectModelYear' },
            'wizard.next': [
              { guard: { type: 'isStepValid', ...step('editQuote') }, target: 'validating' },
              { actions: { type: 'showStepErrors', ...step('editQuote') } },
            ],
          },
        },
        loadingModelYears: {
          tags: [busyTag],
          invoke: {
            id: 'listEditedModelYears',
            src: 'listModelYears',
            input: ({ context }) => ({ subbrandId: context.fields.subbrandId }),
            onDone: {
              target: 'editing',
              actions: { type: 'showModelYears', params: ({ event }) => event.output },
            },
            onError: { target: 'editing', actions: { type: 'showFailure', params: actorError } },
          },
        },
        validating: {
          tags: [busyTag],
          invoke: {
            id: 'checkEditedPostalCode',
            src: 'lookUpPostalCode',
            input: ({ context }) => ({ postalCode: context.fields.postalCode.trim() }),
            onDone: {
              target: '#quoteWizard.handedOver',
              actions: [
                { type: 'storeSupportedInsurers', params: ({ event }) => event.output },
                'storeEditedQuote',
                'forgetQuoteBeforeEdit',
                'handOverToQuotation',
              ],
            },
            onError: { target: 'editing', actions: 'showPostalCodeNotFound' },
          },
        },
      },
    },
  },
});
