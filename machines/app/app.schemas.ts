import * as v from 'valibot';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import {
  arrivalShape,
  insurerCodeShape,
  objectShape,
  promoDataShape,
  quotationShape,
  quoteChoicesEntries,
  quoteInputsShape,
  versionShape,
} from '../support/state-shapes';
import {
  quotationSettledSchema,
  sessionAnnouncementSchemas,
  sessionSchemas,
} from '../session/session.schemas';
import type { QuoteBody } from '../quotation/quotation.types';
import { cartOutputShape } from '../cart-shared/cart-output.schemas';
import type { AppContext, AppEvent, FlowId } from './app.types';

/** The schemas of the app's events and context (machine-schemas.ts). */

const selectionEntries = {
  quotation: quotationShape,
  inputs: quoteInputsShape,
  quoteRequest: objectShape<QuoteBody>(),
};

/** The flows (and their relays) each region's state runs; the session and wizard always run. */
function flowsRunIn(value: Record<string, unknown>): FlowChild[] {
  const always: FlowChild[] = ['session', 'relaySession', 'quoteWizard', 'relayQuoteWizard'];
  const quotation: FlowChild[] =
    value.quotation === 'running' ? ['quotation', 'relayQuotation'] : [];
  const purchase = purchaseFlowOf[String(value.purchase)];
  return [...always, ...quotation, ...(purchase ? [purchase] : [])];
}

type FlowChild = FlowId | `relay${Capitalize<FlowId>}`;

/** A stored child as far as these checks read it (each flow's own shape is checked apart). */
const childOf = (children: Record<string, unknown>, id: string) =>
  children[id] as { systemId?: unknown; snapshot?: { status?: unknown } } | undefined;

const purchaseFlowOf: Record<string, FlowChild> = {
  individualCart: 'individualCart',
  companyCart: 'companyCart',
  purchased: 'afterPurchase',
};

export const appSchemas: MachineSchemas<AppContext, AppEvent> = {
  // A restored state without the flow it runs would show a page nobody drives.
  snapshot: v.pipe(
    v.object({
      value: v.record(v.string(), v.unknown()),
      children: v.record(v.string(), v.unknown()),
    }),
    v.check(
      ({ value, children }) => flowsRunIn(value).every((id) => id in children),
      'a flow its state runs is missing',
    ),
    // A relay only ever runs: one stored stopped or failed would leave its flow unheard.
    v.check(
      ({ value, children }) =>
        flowsRunIn(value)
          .filter((id) => id.startsWith('relay'))
          .every((id) => childOf(children, id)?.snapshot?.status === 'active'),
      'a relay between flows is not running',
    ),
    // The relays find each flow by its system id, which is its name.
    v.check(
      ({ value, children }) =>
        flowsRunIn(value)
          .filter((id) => !id.startsWith('relay'))
          .every((id) => childOf(children, id)?.systemId === id),
      'a flow is stored under another system id',
    ),
  ),
  events: {
    'app.routeEntered': v.object({ path: v.string() }),
    'app.urlOpened': v.object({ arrival: arrivalShape }),
    'wizard.modelChosen': noPayload,
    'wizard.handedOver': v.object({
      inputs: quoteInputsShape,
      versions: v.optional(v.array(versionShape)),
    }),
    'session.resetStoredFlow': sessionAnnouncementSchemas['session.resetStoredFlow'],
    'session.promoApplied': sessionAnnouncementSchemas['session.promoApplied'],
    'session.promoEntered': sessionAnnouncementSchemas['session.promoEntered'],
    'session.cartRestored': sessionAnnouncementSchemas['session.cartRestored'],
    'session.partnerCodeInForce': sessionAnnouncementSchemas['session.partnerCodeInForce'],
    'session.requoteRequested': v.object({ inputs: quoteInputsShape, ...quoteChoicesEntries }),
    'session.editingLockChanged': sessionAnnouncementSchemas['wizard.setEditingLock'],
    'session.navigationRequested': sessionAnnouncementSchemas['navigation.requested'],
    'quotation.selected': v.object(selectionEntries),
    'quotation.settled': quotationSettledSchema,
    'session.saveQuote': sessionSchemas.events['session.saveQuote'],
    'session.downloadQuotePdf': sessionSchemas.events['session.downloadQuotePdf'],
  },
  context: v.object({
    arrival: arrivalShape,
    partnerCode: v.optional(v.string()),
    path: v.string(),
    origin: v.string(),
    googleAnalyticsId: v.optional(v.string()),
    wizardVariant: v.picklist(['standard', 'lead', 'quoteCart']),
    promoCode: v.optional(v.string()),
    promo: v.optional(promoDataShape),
    blacklist: v.array(insurerCodeShape),
    selection: v.optional(v.object(selectionEntries)),
    issuedPolicy: v.optional(cartOutputShape),
    restoreRefused: v.optional(v.boolean()),
  }),
};
