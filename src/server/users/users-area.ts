import type { FastifyInstance, FastifyReply } from 'fastify';
import { hash } from '@node-rs/argon2';
import { accountMessages, type SignedInAccount } from '../../domain/account/account';
import { errorCodes } from '../../domain/common/errors';
import { accessTokenRequestSchema } from '../../domain/validation/access-token-request';
import {
  loginRequestSchema,
  setPasswordRequestSchema,
  signUpRequestSchema,
} from '../../domain/validation/account-requests';
import { AppError } from '../http/errors';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { browserIdOf } from '../plugins/browser-identity';
import type { ApiAreaOptions } from '../routes/api-area';
import { signAccessToken } from './access-token';
import { policiesOfSession } from './account-policies';
import { endAllSessions, endSession, sessionOf, startSession } from './account-session';
import { forgetAccountPauses, logIn } from './login';
import { usePasswordLink } from './password-link';
import { signUp } from './sign-up';
import { queueAccountCreatedMail } from './account-created-mail';
import { completeUser, findUser, type UserAccount } from './user-store';

const signInRequired = () =>
  new AppError(401, errorCodes.unauthorized, accountMessages.signInRequired);
const linkInvalid = () => new AppError(400, errorCodes.validation, accountMessages.linkInvalid);

/**
 * Buyers' accounts. The browser proves who it is with an HttpOnly signed session cookie,
 * opened by a login, by the e-mailed link or by the purchase's grant (that purchase's policy
 * only); access tokens are drawn from that session only. Only the e-mailed link sets a password.
 */
export async function usersArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const tags = ['users'];

  async function signIn(reply: FastifyReply, account: UserAccount): Promise<SignedInAccount> {
    await startSession(app.db, reply, account.id);
    return { userId: account.id, firstName: account.firstName ?? undefined };
  }

  api.post(
    '/api/user/sign-up',
    {
      schema: {
        tags,
        summary:
          'Opens the buyer’s account with the purchase’s grant, or e-mails a link to set its password',
        body: signUpRequestSchema,
      },
    },
    async (request, reply) => {
      const answer = await signUp(app.db, request.body, {
        browserId: browserIdOf(request),
        clientKey: request.ip,
        partnerCode: request.partnerCode,
        publicBaseUrl: config.publicBaseUrl,
      });
      if (answer.status === 'link-sent') return reply.status(202).send({ data: answer });
      await startSession(app.db, reply, answer.userId, answer.emissionId);
      return { data: { status: answer.status, userId: answer.userId } };
    },
  );

  api.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Signs this browser in with the account’s e-mail and password',
        body: loginRequestSchema,
      },
    },
    async (request, reply) => {
      const account = await logIn(app.db, request.body, {
        clientKey: request.ip,
        publicBaseUrl: config.publicBaseUrl,
        now: app.clock.now(),
      });
      return { data: await signIn(reply, account) };
    },
  );

  api.post(
    '/api/user/set-password',
    {
      schema: {
        tags,
        summary: 'Sets the account’s password with the one-time link e-mailed to it',
        body: setPasswordRequestSchema,
      },
    },
    async (request, reply) => {
      const userId = await usePasswordLink(app.db, request.body.token);
      const before = userId && (await findUser(app.db, userId));
      if (!before) throw linkInvalid();
      // The e-mail is proven: whatever anyone set or signed in to before is revoked.
      const account = (await completeUser(app.db, before.id, {
        passwordHash: await hash(request.body.password),
      }))!;
      await endAllSessions(app.db, account.id);
      await forgetAccountPauses(app.db, account.emailAddress);
      if (!before.passwordHash)
        await queueAccountCreatedMail(app.db, account, request.body.language);
      return { data: await signIn(reply, account) };
    },
  );

  api.post(
    '/api/user/logout',
    { schema: { tags, summary: 'Signs this browser out; its access tokens stop working' } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return { data: { message: accountMessages.loggedOut } };
    },
  );

  api.get(
    '/api/user/policies',
    {
      schema: {
        tags,
        summary:
          'The policies of the account this browser is signed in to (a purchase’s grant: its policy only)',
      },
    },
    async (request) => {
      const session = await sessionOf(app.db, request);
      if (!session) throw signInRequired();
      return { data: await policiesOfSession(app.db, session) };
    },
  );

  api.post(
    '/api/user/get-access-token',
    {
      schema: {
        tags,
        summary: 'A short-lived access token for the account this browser is signed in to',
        body: accessTokenRequestSchema,
      },
    },
    async (request) => {
      const { userId, expiresInSeconds, partnerCode } = request.body;
      const session = await sessionOf(app.db, request);
      if (session?.userId !== userId) throw signInRequired();
      const token = await signAccessToken(config.accessTokenSecret, {
        userId,
        sessionId: session.sessionId,
        partnerCode,
        expiresInSeconds,
      });
      return { data: token };
    },
  );
}
