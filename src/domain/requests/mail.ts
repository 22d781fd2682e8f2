import * as v from 'valibot';
import { genericMessages } from '../errors';
import { emailPattern } from './lead';

/**
 * POST /mail/send-mail: branchCode, mailCode, content, partnerCode (both specs, section 7).
 * The mailCode picks the message and the shape its content must have.
 */

export const mailCodes = {
  /** The save-quote modal: a link that restores the saved cart. */
  savedQuote: 'saved-quote',
  /** After emission: the policy summary. */
  policyIssued: 'policy-issued',
  /** After the buyer creates the wallet password. */
  accountCreated: 'account-created',
} as const;

export type MailCode = (typeof mailCodes)[keyof typeof mailCodes];

const unknownMailCode = 'Tipo de correo desconocido.';
const invalidEmail = 'No has ingresado un email válido';
const invalid = genericMessages.validation;

const emailAddress = v.pipe(
  v.string(invalidEmail),
  v.trim(),
  v.maxLength(254, invalidEmail),
  v.regex(emailPattern, invalidEmail),
);
const requiredText = v.pipe(
  v.string(invalid),
  v.trim(),
  v.nonEmpty(invalid),
  v.maxLength(200, invalid),
);
const optionalText = v.optional(v.pipe(v.string(invalid), v.trim(), v.maxLength(200, invalid)));

export const savedQuoteContent = v.object(
  {
    emailAddress,
    firstName: optionalText,
    cartId: v.pipe(v.string(invalid), v.uuid(invalid)),
    /** e.g. 'Nissan Versa 2019': the mail names the vehicle when it is known. */
    vehicle: optionalText,
  },
  invalid,
);

export const policyIssuedContent = v.object(
  {
    emailAddress,
    firstName: requiredText,
    policyNumber: requiredText,
    insurer: requiredText,
    vehicle: requiredText,
    package: optionalText,
    paymentFrequency: optionalText,
    /** The full annual total in MXN, taxes and policy fee included. */
    total: v.pipe(v.number(invalid), v.finite(invalid), v.minValue(0, invalid)),
    beginDate: requiredText,
    endDate: requiredText,
  },
  invalid,
);

export const accountCreatedContent = v.object({ emailAddress, firstName: optionalText }, invalid);

const envelope = {
  branchCode: v.pipe(v.string(invalid), v.trim(), v.nonEmpty(invalid), v.maxLength(40, invalid)),
  partnerCode: v.optional(v.string()),
};

export const sendMailBody = v.variant(
  'mailCode',
  [
    v.object({
      ...envelope,
      mailCode: v.literal(mailCodes.savedQuote),
      content: savedQuoteContent,
    }),
    v.object({
      ...envelope,
      mailCode: v.literal(mailCodes.policyIssued),
      content: policyIssuedContent,
    }),
    v.object({
      ...envelope,
      mailCode: v.literal(mailCodes.accountCreated),
      content: accountCreatedContent,
    }),
  ],
  unknownMailCode,
);

export type SendMailBody = v.InferOutput<typeof sendMailBody>;
export type SavedQuoteContent = v.InferOutput<typeof savedQuoteContent>;
export type PolicyIssuedContent = v.InferOutput<typeof policyIssuedContent>;
export type AccountCreatedContent = v.InferOutput<typeof accountCreatedContent>;
