import { chunkLoadedLater } from '../support/loaded-later';
import type { PersistedShape } from '../support/sanitise';
import type * as quotationFlowModule from './quotation-flow';

type QuotationFlowModule = typeof quotationFlowModule;
type QuotationFlow = quotationFlowModule.QuotationFlow;

const quotationChunk = chunkLoadedLater(() => import('./quotation-flow'));

/**
 * Loads the quotation's code, once per page: the app waits for it (`quotation.loading`) before
 * it starts the quotation, and the wizard asks for it early so the results need not wait.
 */
export const loadQuotation = quotationChunk.load;

/**
 * The app's quotation child, named before its code is there: built by `build` from the loaded
 * code (once) when the app first starts or restores it (loaded-later.ts).
 */
export const quotationStandIn = (build: (code: QuotationFlowModule) => QuotationFlow) =>
  quotationChunk.standIns(['quotation'], build);

/**
 * A stored app that runs the quotation, or holds its code ready for the hand-over
 * (`quotation.ready`), needs that code to be restored.
 */
export const runsQuotation = (stored: PersistedShape): boolean =>
  stored.children?.quotation !== undefined ||
  (stored.value as { quotation?: unknown } | undefined)?.quotation === 'ready';
