import * as v from 'valibot';
import { accountPolicySchema } from '../../src/domain/account/account-policies';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import type { AccountContext, AccountEvent } from './account.types';

/** The schemas of the account page's events and context (machine-schemas.ts). */
export const accountSchemas: MachineSchemas<AccountContext, AccountEvent> = {
  events: {
    'account.login': v.object({ emailAddress: v.string(), password: v.string() }),
    'account.retry': noPayload,
    'account.payNow': v.object({ policyNumber: v.string() }),
    'account.download': v.object({ policyNumber: v.string() }),
    'account.logout': noPayload,
  },
  context: v.object({
    userId: v.optional(v.string()),
    policies: v.array(accountPolicySchema),
    payingPolicy: v.optional(v.string()),
    paidPolicy: v.optional(v.string()),
    loginError: v.optional(v.string()),
    error: v.optional(v.string()),
  }),
};
