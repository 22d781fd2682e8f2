import * as v from 'valibot';
import { passwordRules } from '../account/password-rules';
import { messages } from './messages';
import { oneMessage } from './rules';

/** A password as typed: any characters, at most 128 of them. */
const typedPasswordSchema = v.pipe(
  v.string(messages.password),
  v.maxLength(128, messages.password),
);

/** Every rule of passwordRules (the ones the thank-you page ticks off), at most 128 characters. */
export const passwordSchema = oneMessage(
  v.pipe(
    typedPasswordSchema,
    v.check((password) => passwordRules.every((rule) => rule.isMet(password)), messages.password),
  ),
);

/** The login's password: any typed one, since it is only compared with the account's. */
export const loginPasswordSchema = oneMessage(
  v.pipe(typedPasswordSchema, v.nonEmpty(messages.password)),
);
