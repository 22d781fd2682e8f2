import * as v from 'valibot';
import { accountMessages } from '../account/account';
import { loginPasswordSchema, passwordSchema } from './account-fields';
import { emailSchema, type EmailSchema } from './contact-fields';
import { languageSchema } from './language-field';
import { messages } from './messages';
import { partnerCodeSchema } from './policy-fields';
import { choice, fields, oneMessage, optionalText, requiredText } from './rules';

/** Product lines of the wallet; this site sells vehicle insurance only. */
export const branchCodes = ['vehicle'] as const;
export const branchCodeSchema = v.optional(choice(branchCodes, messages.invalidRequest), 'vehicle');

/**
 * The account's name: a buyer's first name, or a company's razón social ('Transportes Ejemplo,
 * S.A. de C.V.', which a person's name pattern refuses). The cart checked either already.
 */
const accountNameSchema = requiredText(messages.firstName, 150);

/**
 * POST /api/user/sign-up: a new account (first name and e-mail) or, for an existing one, the
 * e-mail alone. No password: only the link e-mailed to the address sets one.
 */
export function createSignUpRequestSchema(email: EmailSchema = emailSchema) {
  return fields({
    firstName: optionalText(accountNameSchema),
    emailAddress: email,
    branchCode: branchCodeSchema,
    partnerCode: partnerCodeSchema,
    // The password-link and account-created mails are written in it.
    language: languageSchema,
  });
}

export const signUpRequestSchema = createSignUpRequestSchema();

export type SignUpRequest = v.InferOutput<typeof signUpRequestSchema>;

/** POST /api/user/login: the account's e-mail and password (any password: it is only compared). */
export const loginRequestSchema = fields({
  emailAddress: emailSchema,
  password: loginPasswordSchema,
  partnerCode: partnerCodeSchema,
  // The link e-mailed to the owner of an account paused by too many attempts is written in it.
  language: languageSchema,
});

/** POST /api/user/set-password: the token of the e-mailed link and the new password. */
export const setPasswordRequestSchema = fields({
  // A malformed token is a link that cannot work: the page shows why in the link's own words.
  token: oneMessage(
    v.pipe(
      v.string(accountMessages.linkInvalid),
      v.regex(/^[\w-]{20,100}$/, accountMessages.linkInvalid),
    ),
  ),
  password: passwordSchema,
  partnerCode: partnerCodeSchema,
  // The welcome e-mail, sent when the account gets its first password, is written in it.
  language: languageSchema,
});

export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;
