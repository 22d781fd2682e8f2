import * as v from 'valibot';
import { messages } from './messages';
import { oneMessage } from './rules';

/** At least 10 characters with an upper-case letter, a digit and a special character. */
export const passwordSchema = oneMessage(
  v.pipe(
    v.string(messages.password),
    v.minLength(10, messages.password),
    v.maxLength(128, messages.password),
    v.regex(/\p{Lu}/u, messages.password),
    v.regex(/\d/, messages.password),
    v.regex(/[^\p{L}\d]/u, messages.password),
  ),
);
