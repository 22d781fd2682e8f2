import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaForDocs } from '../http/valibot-provider';

const schemaParts = ['body', 'querystring', 'params', 'headers'] as const;

/** The OpenAPI description of every route, generated from the routes' valibot schemas. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Cotizauto API',
          version: '1.0.0',
          description: 'Cotiza, compara y compra tu seguro de auto.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
      },
      transform: ({ schema, url }) => {
        if (!schema) return { schema, url };
        const converted: Record<string, unknown> = { ...schema };
        for (const part of schemaParts) {
          if (part in schema) converted[part] = jsonSchemaForDocs(schema[part]);
        }
        return { schema: converted, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
