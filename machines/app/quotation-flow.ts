import { createQuotationActors } from '../quotation/quotation.actors';
import { quotationMachine } from '../quotation/quotation.machine';
import type { AppDependencies } from './app.dependencies';

/** The quotation as defined, the app child's logic until an app provides its services. */
export const quotationFlow = { quotation: quotationMachine };

export type QuotationFlow = typeof quotationFlow;

/**
 * The quotation on the API. Its own chunk: it loads with the results (quotation-loading.ts),
 * not with every page.
 */
export const createQuotationFlow = ({ api }: Pick<AppDependencies, 'api'>): QuotationFlow => ({
  quotation: quotationMachine.provide({ actors: createQuotationActors(api) }),
});
