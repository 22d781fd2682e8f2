import type { FastifyInstance } from 'fastify';
import { accessTokenRequestSchema } from '../../domain/validation/access-token-request';
import { signUpRequestSchema } from '../../domain/validation/account-requests';
import { notFound } from '../http/errors';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import type { ApiAreaOptions } from '../routes/api-area';
import { signAccessToken } from './access-token';
import { signUp } from './sign-up';
import { findUser } from './user-store';

export const unknownUserMessage = 'No encontramos la cuenta.';

/** Buyers' accounts: sign-up after purchase and the short-lived access token. */
export async function usersArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.post(
    '/api/user/sign-up',
    {
      schema: {
        tags: ['users'],
        summary: 'Creates the buyer account (or finds the one of the e-mail)',
        body: signUpRequestSchema,
      },
    },
    async (request) => ({ data: await signUp(app.db, request.body, request.partnerCode) }),
  );

  api.post(
    '/api/user/get-access-token',
    {
      schema: {
        tags: ['users'],
        summary: 'A signed, short-lived access token for an account',
        body: accessTokenRequestSchema,
      },
    },
    async (request) => {
      const { userId, expiresInSeconds, partnerCode } = request.body;
      if (!(await findUser(app.db, userId))) throw notFound(unknownUserMessage);
      const token = await signAccessToken(config.accessTokenSecret, {
        userId,
        partnerCode,
        expiresInSeconds,
      });
      return { data: token };
    },
  );
}
