import * as v from 'valibot';
import { cardTypeKeys } from '../../src/domain/payment/card';
import { compensationValues } from '../../src/domain/quote/policy';
import { noPayload, type EventSchemas } from '../support/machine-schemas';
import { issuedPolicyEntries } from './cart-output.schemas';
import {
  insurerCodeShape,
  objectShape,
  paymentFrequencyShape,
  promoDataShape,
  quotationShape,
  versionShape,
} from '../support/state-shapes';
import type { CartContext, CartEvent } from './cart.types';

/** The schemas of both carts' events and of the context they share (machine-schemas.ts). */

export const cartEventSchemas: EventSchemas<CartEvent> = {
  // The step's own schema checks the values, with the messages the buyer reads.
  'cart.submitStep': v.object({ values: v.record(v.string(), v.unknown()) }),
  'cart.back': noPayload,
  'cart.editStep': v.object({ step: v.string(), changedFields: v.array(v.string()) }),
  'cart.chooseStartDate': v.object({ beginDate: v.string() }),
  'cart.typeCardNumber': v.object({ cardNumber: v.string() }),
  'cart.chooseBank': v.object({ bank: v.string() }),
  'cart.chooseCardType': v.object({ cardType: v.string() }),
  'cart.retryEmission': noPayload,
  'cart.correctData': noPayload,
};

/**
 * The context both carts share. A step's data is what its schema accepted and the calls'
 * answers are as the server gave them: both are only checked to be objects here.
 */
export const cartContextEntries = {
  cartKey: v.string(),
  quotation: v.object({
    id: v.string(),
    providerCode: insurerCodeShape,
    paymentFrequency: paymentFrequencyShape,
    compensationValue: v.picklist(compensationValues),
  }),
  modelId: v.string(),
  postalCode: v.string(),
  promo: v.optional(promoDataShape),
  asksBeneficiary: v.boolean(),
  leadId: v.optional(v.string()),
  pageUrl: v.string(),
  googleAnalyticsId: v.optional(v.string()),
  beginDate: v.optional(v.string()),
  quoteRequest: objectShape<CartContext['quoteRequest']>(),
  direction: v.picklist(['forward', 'back']),
  fieldErrors: v.record(v.string(), v.string()),
  errorMessage: v.optional(v.string()),
  startDateError: v.optional(v.string()),
  postalLocation: v.optional(objectShape<NonNullable<CartContext['postalLocation']>>()),
  versions: v.array(versionShape),
  banks: v.array(v.object({ code: v.string(), name: v.string() })),
  cardChoice: v.optional(
    v.object({
      bank: v.string(),
      cardType: v.picklist(['', ...cardTypeKeys]),
      bin: v.optional(v.string()),
    }),
  ),
  bankInstallments: v.optional(objectShape<NonNullable<CartContext['bankInstallments']>>()),
  vehicleFound: v.optional(objectShape<NonNullable<CartContext['vehicleFound']>>()),
  otherVehicleFound: v.optional(objectShape<NonNullable<CartContext['otherVehicleFound']>>()),
  emissionAttempt: v.number(),
  card: v.optional(objectShape<NonNullable<CartContext['card']>>()),
  policy: v.optional(v.object(issuedPolicyEntries)),
  updatedQuotation: v.optional(quotationShape),
  editedStep: v.optional(v.string()),
} satisfies Record<Exclude<keyof CartContext, 'steps'>, v.GenericSchema>;

/** A cart's steps: each one present is an object (its step schema made it). */
export const cartStepsShape = <TSteps>() =>
  v.pipe(
    v.record(v.string(), v.optional(objectShape<object>())),
    v.transform((steps) => steps as TSteps),
  );
