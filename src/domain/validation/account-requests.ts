import * as v from 'valibot';
import { passwordSchema } from './account-fields';
import {
  emailAddressSchema,
  emailSchema,
  leadEmailSchema,
  leadNameSchema,
  leadPhoneSchema,
  type EmailSchema,
} from './contact-fields';
import { firstNameSchema } from './identity-fields';
import { messages } from './messages';
import { partnerCodeSchema } from './policy-fields';
import { choice, crossCheck, fields, identifier, optionalText } from './rules';

/** Product lines of the wallet; this site sells vehicle insurance only. */
export const branchCodes = ['vehicle'] as const;
const branchCodeSchema = v.optional(choice(branchCodes, messages.invalidRequest), 'vehicle');

/** POST /api/leads/create-lead and /api/user/create-acquisition-lead: the wizard's lead step. */
export const leadRequestSchema = fields({
  fullName: leadNameSchema,
  phoneNumber: leadPhoneSchema,
  emailAddress: leadEmailSchema,
  cartId: optionalText(identifier(messages.invalidRequest)),
  partnerCode: partnerCodeSchema,
});

/**
 * POST /api/user/sign-up: a new account (first name, e-mail and password) or, for an existing
 * one, the e-mail alone; a first name without a password (or the reverse) is refused.
 */
export function createSignUpRequestSchema(email: EmailSchema = emailSchema) {
  return v.pipe(
    fields({
      firstName: optionalText(firstNameSchema),
      emailAddress: email,
      password: v.optional(passwordSchema),
      branchCode: branchCodeSchema,
      partnerCode: partnerCodeSchema,
    }),
    v.forward(
      crossCheck(
        [['firstName'], ['password']],
        (account) => (account.firstName === undefined) === (account.password === undefined),
        messages.password,
      ),
      ['password'],
    ),
  );
}

export const signUpRequestSchema = createSignUpRequestSchema();

/** POST /mail/send-mail: a known template (mailCode) and what it needs, addressed to one e-mail. */
export const sendMailRequestSchema = fields({
  branchCode: branchCodeSchema,
  mailCode: identifier(messages.invalidRequest),
  content: fields({
    emailAddress: emailAddressSchema,
    cartId: optionalText(identifier(messages.invalidRequest)),
    fullName: optionalText(leadNameSchema),
  }),
  partnerCode: partnerCodeSchema,
});

export type LeadRequestInput = v.InferInput<typeof leadRequestSchema>;
export type LeadRequest = v.InferOutput<typeof leadRequestSchema>;
export type SignUpRequestInput = v.InferInput<typeof signUpRequestSchema>;
export type SignUpRequest = v.InferOutput<typeof signUpRequestSchema>;
export type SendMailRequestInput = v.InferInput<typeof sendMailRequestSchema>;
export type SendMailRequest = v.InferOutput<typeof sendMailRequestSchema>;
