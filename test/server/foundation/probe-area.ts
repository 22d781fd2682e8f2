import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ValibotTypeProvider } from '../../../src/server/http/valibot-provider';

/** A small API area that exercises the shared request pipeline the real areas rely on. */
export const probeBody = v.object({
  postalCode: v.pipe(
    v.string(),
    v.regex(
      /^\d{5}$/,
      'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
    ),
  ),
  phone: v.pipe(v.string(), v.regex(/^\d{10}$/, 'No has ingresado un teléfono válido')),
});

export async function probeArea(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post('/api/probe/echo', { schema: { body: probeBody } }, async (request) => ({
    data: { postalCode: request.body.postalCode, partnerCode: request.partnerCode },
  }));
  api.get('/api/probe/crash', async () => {
    throw new Error('database exploded with secret detail');
  });
}
