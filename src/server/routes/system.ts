import { errorCodes, genericMessages } from '../../domain/common/errors';
import type { FastifyInstance } from 'fastify';

/** A database that takes longer than this to answer counts as down (a dead server may hang). */
const healthTimeoutMs = 3000;

/** Routes outside the bearer check: load balancers and the page's first request use them. */
export async function systemRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'The server and its database answer' } },
    async (request, reply) => {
      try {
        await Promise.race([
          app.probeDatabase(),
          new Promise((_resolve, reject) =>
            setTimeout(
              () => reject(new Error('database probe timed out')),
              healthTimeoutMs,
            ).unref(),
          ),
        ]);
        return { data: { status: 'ok', database: 'up' } };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.status(503).send({
          code: errorCodes.upstreamUnavailable,
          message: genericMessages.databaseUnavailable,
        });
      }
    },
  );

  app.get(
    '/api/xsrf-token',
    { schema: { tags: ['system'], summary: 'Issues the XSRF-TOKEN cookie' } },
    async (_request, reply) => {
      await reply.issueXsrfToken();
      return { data: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } };
    },
  );
}
