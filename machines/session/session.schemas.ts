import * as v from 'valibot';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import {
  arrivalShape,
  cartToSaveShape,
  clientRouteShape,
  insurerCodeShape,
  promoDataEntries,
  promoDataShape,
  quoteChoicesEntries,
  quoteInputsShape,
  restoredCartShape,
  textList,
} from '../support/state-shapes';
import type { SessionContext, SessionEmitted, SessionEvent } from './session.types';

/** The schemas of the session's events and context (machine-schemas.ts). */

const versionOptionShape = v.object({ id: v.string(), description: v.string() });

const promoChange = {
  promoCode: v.string(),
  promo: promoDataShape,
  blacklist: v.array(insurerCodeShape),
};

/** What the session announces, as the app receives it (app.schemas.ts reuses these). */
export const sessionAnnouncementSchemas = {
  'session.resetStoredFlow': noPayload,
  'session.promoApplied': v.object(promoChange),
  'session.promoEntered': v.object(promoChange),
  'session.cartRestored': v.object({
    inputs: quoteInputsShape,
    cart: restoredCartShape,
    versions: v.array(versionOptionShape),
    quotationStep: v.optional(v.number()),
    emissionStep: v.optional(v.number()),
  }),
  'session.partnerCodeInForce': v.object({ partnerCode: v.string() }),
  'wizard.setEditingLock': v.object({ locked: v.boolean() }),
  'navigation.requested': v.object({ to: clientRouteShape }),
  'quotation.request': v.object({
    inputs: quoteInputsShape,
    ...quoteChoicesEntries,
    promoCode: v.optional(v.string()),
    blacklist: v.optional(textList),
  }),
} satisfies MachineSchemas<unknown, SessionEmitted>['events'];

export const quotationSettledSchema = v.object({ withoutQuotes: v.boolean() });

const promoEntryShape = v.variant('status', [
  v.object({ status: v.literal('checking'), code: v.string() }),
  v.object({ status: v.literal('applied'), code: v.string(), discountPercent: v.number() }),
  v.object({ status: v.literal('rejected'), code: v.string(), message: v.string() }),
]);

const quoteMailShape = v.variant('status', [
  v.object({ status: v.picklist(['sending', 'sent']), emailAddress: v.string() }),
  v.object({
    status: v.picklist(['rejected', 'failed']),
    emailAddress: v.string(),
    message: v.string(),
  }),
]);

export const sessionSchemas: MachineSchemas<SessionContext, SessionEvent> = {
  events: {
    'session.arrive': v.object({ arrival: arrivalShape }),
    'session.applyPromo': v.object({ promoCode: v.string() }),
    'session.setPartnerCode': v.object({ partnerCode: v.string() }),
    'session.saveQuote': v.object({ cart: cartToSaveShape, emailAddress: v.string() }),
    'session.downloadQuotePdf': v.object({ quotationIds: textList }),
    'session.dismissMessage': noPayload,
    'quotation.settled': quotationSettledSchema,
  },
  context: v.object({
    arrival: arrivalShape,
    partnerCode: v.string(),
    sitePartnerCode: v.string(),
    promoCode: v.optional(v.string()),
    promo: v.optional(v.object(promoDataEntries)),
    editingLocked: v.boolean(),
    blacklist: v.array(insurerCodeShape),
    selectedProvider: v.optional(insurerCodeShape),
    cartId: v.optional(v.string()),
    cart: v.optional(restoredCartShape),
    catalogue: v.optional(
      v.object({
        versions: v.array(versionOptionShape),
        supportedInsurers: textList,
        brandName: v.string(),
        subbrandName: v.string(),
        model: v.number(),
      }),
    ),
    quotationStep: v.optional(v.number()),
    emissionStep: v.optional(v.number()),
    withoutQuotes: v.boolean(),
    openedUrl: v.optional(arrivalShape),
    message: v.optional(v.string()),
    promoEntry: v.optional(promoEntryShape),
    quoteMail: v.optional(quoteMailShape),
  }),
};
