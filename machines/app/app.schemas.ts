import * as v from 'valibot';
import type { MachineSchemas } from '../support/machine-schemas';
import {
  arrivalShape,
  insurerCodeShape,
  objectShape,
  promoDataShape,
  quotationShape,
  quoteChoicesEntries,
  quoteInputsShape,
} from '../support/state-shapes';
import { quotationSettledSchema, sessionAnnouncementSchemas } from '../session/session.schemas';
import type { QuoteBody } from '../quotation/quotation.types';
import { cartOutputShape } from '../cart-shared/cart.schemas';
import type { AppContext, AppEvent } from './app.types';

/** The schemas of the app's events and context (machine-schemas.ts). */

const selectionEntries = {
  quotation: quotationShape,
  inputs: quoteInputsShape,
  quoteRequest: objectShape<QuoteBody>(),
};

export const appSchemas: MachineSchemas<AppContext, AppEvent> = {
  events: {
    'app.routeEntered': v.object({ path: v.string() }),
    'app.urlOpened': v.object({ arrival: arrivalShape }),
    'wizard.handedOver': v.object({ inputs: quoteInputsShape }),
    'session.resetStoredFlow': sessionAnnouncementSchemas['session.resetStoredFlow'],
    'session.promoApplied': sessionAnnouncementSchemas['session.promoApplied'],
    'session.promoEntered': sessionAnnouncementSchemas['session.promoEntered'],
    'session.cartRestored': sessionAnnouncementSchemas['session.cartRestored'],
    'session.requoteRequested': v.object({ inputs: quoteInputsShape, ...quoteChoicesEntries }),
    'session.editingLockChanged': sessionAnnouncementSchemas['wizard.setEditingLock'],
    'session.navigationRequested': sessionAnnouncementSchemas['navigation.requested'],
    'quotation.selected': v.object(selectionEntries),
    'quotation.settled': quotationSettledSchema,
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
  }),
};
