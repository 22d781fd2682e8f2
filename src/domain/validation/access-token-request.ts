import * as v from 'valibot';
import { messages } from './messages';
import { partnerCodeSchema } from './policy-fields';
import { fields, identifier, oneMessage } from './rules';

/** Access tokens are short-lived: at most one hour. */
export const maxAccessTokenSeconds = 3600;

/** POST /api/user/get-access-token: userId, expiresInSeconds, partnerCode. */
export const accessTokenRequestSchema = fields({
  userId: identifier(messages.invalidRequest),
  expiresInSeconds: v.optional(
    oneMessage(
      v.pipe(
        v.number(messages.invalidRequest),
        v.integer(messages.invalidRequest),
        v.minValue(1, messages.invalidRequest),
        v.maxValue(maxAccessTokenSeconds, messages.invalidRequest),
      ),
    ),
    900,
  ),
  partnerCode: partnerCodeSchema,
});
