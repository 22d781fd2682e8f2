import * as v from 'valibot';
import { passwordRules } from '../password-rules';
import { messages } from './messages';
import { oneMessage } from './rules';

/** Every rule of passwordRules (the ones the thank-you page ticks off), at most 128 characters. */
export const passwordSchema = oneMessage(
  v.pipe(
    v.string(messages.password),
    v.maxLength(128, messages.password),
    v.check((password) => passwordRules.every((rule) => rule.isMet(password)), messages.password),
  ),
);
