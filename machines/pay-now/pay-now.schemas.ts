import * as v from 'valibot';
import { insurerCodes } from '../../src/domain/insurers/insurers';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import type { PayNowContext, PayNowEvent } from './pay-now.types';

/** The schemas of 'Pagar ahora''s events and context (machine-schemas.ts). */
export const payNowSchemas: MachineSchemas<PayNowContext, PayNowEvent> = {
  events: {
    'payNow.start': noPayload,
    'payNow.cancel': noPayload,
    'payNow.pay': v.object({ values: v.record(v.string(), v.unknown()) }),
  },
  context: v.object({
    quotationId: v.string(),
    providerCode: v.picklist(insurerCodes),
    userId: v.optional(v.string()),
    openForm: v.optional(v.boolean()),
    banks: v.optional(v.array(v.object({ code: v.string(), name: v.string() }))),
    paymentErrors: v.optional(v.record(v.string(), v.string())),
  }),
};
