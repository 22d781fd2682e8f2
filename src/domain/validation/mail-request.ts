import * as v from 'valibot';
import { isIsoDate } from '../dates';
import { branchCodeSchema } from './account-requests';
import { cartIdSchema } from './cart-request';
import { emailAddressSchema } from './contact-fields';
import { firstNameSchema } from './identity-fields';
import { messages } from './messages';
import {
  insurerCodeSchema,
  packageSchema,
  partnerCodeSchema,
  paymentFrequencySchema,
} from './policy-fields';
import { fields, identifier, oneMessage, optionalText } from './rules';
import { vehicleSearchSchema } from './vehicle-fields';

/** The messages the site sends; the mailCode of POST /mail/send-mail picks one. */
export const mailCodes = ['saved-quote', 'policy-issued', 'account-created'] as const;
export type MailCode = (typeof mailCodes)[number];

const isoDateSchema = oneMessage(
  v.pipe(v.string(messages.invalidRequest), v.check(isIsoDate, messages.invalidRequest)),
);
const amountSchema = oneMessage(
  v.pipe(
    v.number(messages.invalidRequest),
    v.finite(messages.invalidRequest),
    v.minValue(0, messages.invalidRequest),
  ),
);

/** The save-quote modal: a link that restores the saved cart. */
export const savedQuoteMailSchema = fields({
  emailAddress: emailAddressSchema,
  cartId: cartIdSchema,
  firstName: optionalText(firstNameSchema),
  /** e.g. 'Nissan Versa 2019': the mail names the vehicle when it is known. */
  vehicle: optionalText(vehicleSearchSchema),
});

/** After emission: the policy summary. */
export const policyIssuedMailSchema = fields({
  emailAddress: emailAddressSchema,
  firstName: firstNameSchema,
  policyNumber: identifier(messages.invalidRequest),
  insurer: insurerCodeSchema,
  vehicle: vehicleSearchSchema,
  package: packageSchema,
  paymentFrequency: paymentFrequencySchema,
  /** The full annual total in MXN, taxes and policy fee included. */
  total: amountSchema,
  beginDate: isoDateSchema,
  endDate: isoDateSchema,
});

/** After the buyer creates the wallet password. */
export const accountCreatedMailSchema = fields({
  emailAddress: emailAddressSchema,
  firstName: optionalText(firstNameSchema),
});

const envelope = { branchCode: branchCodeSchema, partnerCode: partnerCodeSchema };

/** POST /mail/send-mail: branchCode, mailCode, content, partnerCode; the content fits the code. */
export const sendMailRequestSchema = v.variant(
  'mailCode',
  [
    fields({ ...envelope, mailCode: v.literal('saved-quote'), content: savedQuoteMailSchema }),
    fields({ ...envelope, mailCode: v.literal('policy-issued'), content: policyIssuedMailSchema }),
    fields({
      ...envelope,
      mailCode: v.literal('account-created'),
      content: accountCreatedMailSchema,
    }),
  ],
  messages.unknownMailCode,
);

export type SavedQuoteMail = v.InferOutput<typeof savedQuoteMailSchema>;
export type PolicyIssuedMail = v.InferOutput<typeof policyIssuedMailSchema>;
export type AccountCreatedMail = v.InferOutput<typeof accountCreatedMailSchema>;
export type SendMailRequestInput = v.InferInput<typeof sendMailRequestSchema>;
export type SendMailRequest = v.InferOutput<typeof sendMailRequestSchema>;
