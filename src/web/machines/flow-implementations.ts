import type { AnyStateMachine } from 'xstate';
import type { Api } from '../../api';
import { readArrivalParams } from '../../domain/arrival';
import { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import { createQuoteWizardActors } from '../../../machines/quote-wizard/quote-wizard.actors';
import { quotationMachine } from '../../../machines/quotation/quotation.machine';
import { createQuotationActors } from '../../../machines/quotation/quotation.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { createSessionActors, type PromoCookieJar } from '../../../machines/session/session.actors';

/** What the flows need from the page. */
export interface FlowDependencies {
  api: Api;
  cookies: PromoCookieJar;
  /** The first URL's query (promo code, cartId). */
  search: string;
}

interface FlowImplementation {
  logic: AnyStateMachine;
  input: unknown;
}

/**
 * The running flows: each registered machine with its real side effects and its input. A
 * machine listed here is started by the FlowsProvider; session first, it may reset the rest.
 */
export const flowImplementations: Record<string, (deps: FlowDependencies) => FlowImplementation> = {
  session: ({ api, cookies, search }) => ({
    logic: sessionMachine.provide({ actors: createSessionActors(api, cookies) }),
    input: { arrival: readArrivalParams(search), partnerCode: api.http.partnerCode },
  }),
  quoteWizard: ({ api }) => ({
    logic: quoteWizardMachine.provide({ actors: createQuoteWizardActors(api) }),
    input: { variant: 'standard' },
  }),
  quotation: ({ api }) => ({
    logic: quotationMachine.provide({ actors: createQuotationActors(api) }),
    input: undefined,
  }),
};
