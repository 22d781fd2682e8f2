import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import type {
  LeadRequest,
  ModelVersions,
  ModelYearOption,
  PostalCodeInsurers,
  SubBrandOption,
} from './quote-wizard.types';

/** The wizard's side effects over the API client; `quoteWizardMachine.provide({ actors })`. */
export function createQuoteWizardActors(api: Pick<Api, 'catalog' | 'account'>) {
  return {
    /** Aborted when the visitor types again (the invoke stops, its signal aborts). */
    searchSubBrands: fromPromise<SubBrandOption[], { text: string }>(({ input, signal }) =>
      api.catalog.listSubBrands({ name: input.text }, signal),
    ),
    listModelYears: fromPromise<ModelYearOption[], { subbrandId: string }>(({ input }) =>
      api.catalog.listModels({ subBrandId: input.subbrandId }),
    ),
    listVersions: fromPromise<ModelVersions, { modelId: string }>(async ({ input }) => ({
      modelId: input.modelId,
      versions: await api.catalog.listVersions({ modelId: input.modelId }),
    })),
    lookUpPostalCode: fromPromise<PostalCodeInsurers, { postalCode: string }>(({ input, signal }) =>
      api.catalog.getPostalLocation({ postalCode: input.postalCode }, signal),
    ),
    createLead: fromPromise<{ leadId: string }, LeadRequest>(({ input }) =>
      api.account.createAcquisitionLead(input),
    ),
  };
}
