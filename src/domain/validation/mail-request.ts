import * as v from 'valibot';
import { branchCodeSchema } from './account-requests';
import { cartIdSchema } from './cart-id';
import { emailAddressSchema } from './contact-fields';
import { languageSchema } from './language-field';
import { messages } from './messages';
import { partnerCodeSchema } from './policy-fields';
import { fields } from './rules';

/**
 * The one message the browser may ask for: the saved quote. The server writes it from the saved
 * cart; the policy and account messages it sends on the events themselves.
 */
export const mailCodes = ['saved-quote'] as const;
export type MailCode = (typeof mailCodes)[number];

/** The save-quote modal: where to send the link that restores the saved cart. */
export const savedQuoteMailSchema = fields({
  emailAddress: emailAddressSchema,
  cartId: cartIdSchema,
});

/**
 * POST /mail/send-mail: branchCode, mailCode, content, partnerCode; the content fits the code.
 * The message is written in `language`, the buyer's.
 */
export const sendMailRequestSchema = v.variant(
  'mailCode',
  [
    fields({
      branchCode: branchCodeSchema,
      partnerCode: partnerCodeSchema,
      mailCode: v.literal('saved-quote'),
      content: savedQuoteMailSchema,
      language: languageSchema,
    }),
  ],
  messages.unknownMailCode,
);

export type SendMailRequest = v.InferOutput<typeof sendMailRequestSchema>;
