import * as v from 'valibot';
import type { MachineSchemas } from '../support/machine-schemas';
import type { SetPasswordContext, SetPasswordEvent } from './set-password.types';

/** The schemas of the password link page's events and context (machine-schemas.ts). */
export const setPasswordSchemas: MachineSchemas<SetPasswordContext, SetPasswordEvent> = {
  events: { 'setPassword.submit': v.object({ password: v.string() }) },
  context: v.object({
    token: v.string(),
    userId: v.optional(v.string()),
    passwordError: v.optional(v.string()),
    linkError: v.optional(v.string()),
  }),
};
