import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Static files (the wildcard route) and the health probe: frequent and telling nothing. */
const quietRoutes = new Set(['/*', '/api/health']);

const isQuiet = (request: FastifyRequest) => quietRoutes.has(request.routeOptions.url ?? '');

/**
 * One log line per request once answered, instead of Fastify's two (incoming and completed),
 * and none for static files or the health probe: request logging cost a tenth of a quote's CPU.
 * The app's LogController disables Fastify's own request lines; errors keep their own lines.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isQuiet(request)) return;
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTimeMs: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
