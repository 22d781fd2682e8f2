import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../../src/server/http/errors';
import { valibotCompilers } from '../../../src/server/http/valibot-provider';

function appWithValibotCompilers() {
  const app = Fastify({ schemaController: { compilersFactory: valibotCompilers } });
  app.setErrorHandler(errorHandler);
  return app;
}

describe("the app's schema compilers (Ajv and fast-json-stringify are never loaded)", () => {
  it('validate a body with its valibot schema and answer its Spanish message as a 400', async () => {
    const app = appWithValibotCompilers();
    const body = v.object({ name: v.pipe(v.string(), v.minLength(1, 'Escribe tu nombre')) });
    app.post('/echo', { schema: { body } }, async (request) => request.body);
    const refused = await app.inject({ method: 'POST', url: '/echo', payload: { name: '' } });
    const accepted = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ana' } });
    await app.close();
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Escribe tu nombre');
    expect(accepted.json()).toEqual({ name: 'Ana' });
  });

  it('refuse a route that declares a response schema rather than ignore it', async () => {
    const app = appWithValibotCompilers();
    app.get('/shaped', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow('response schemas are not compiled');
    await app.close();
  });
});
