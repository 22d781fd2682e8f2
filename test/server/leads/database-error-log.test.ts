import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, openSession, post, type TestSession } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { leads } from '../../../src/server/db/schema/index';

/** Personal data a failing query carries as parameters. */
const person = { name: 'Ana Lucía Pérez', phone: '5587654321', email: 'ana.perez@correo.mx' };
const leadId = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';

/** Inserts a lead without catching: the failure reaches the shared 500 handler. */
async function failingInsertArea(app: FastifyInstance) {
  app.post('/api/probe/insert-lead', async (request) => {
    const { id } = request.body as { id: string };
    await app.db.insert(leads).values({ id, channel: 'lead', partnerCode: 'x', ...person });
    return { data: { id } };
  });
}

let app: App;
let session: TestSession;
const logLines: string[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    { LOG_LEVEL: 'info' },
    { apiAreas: [failingInsertArea], logStream: { write: (line) => logLines.push(line) } },
  );
  session = await openSession(app);
});
afterAll(() => app.close());

const insertLead = (id: string) => post(app, session, '/api/probe/insert-lead', { id });

function expectLoggedWithoutPersonalData(sqlState: string) {
  const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.err);
  expect(failure).toMatchObject({ msg: 'request failed', err: { code: sqlState } });
  const everything = logLines.join('\n');
  for (const value of Object.values(person)) expect(everything).not.toContain(value);
}

describe('a failing query reaching the shared error handler', () => {
  it('answers the generic 500 and logs the constraint, not the row', async () => {
    expect((await insertLead(leadId)).statusCode).toBe(200);
    logLines.length = 0;
    const response = await insertLead(leadId);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'unknow-error',
      message: 'Lo sentimos, ocurrió un error inesperado. Intenta de nuevo en unos minutos.',
    });
    expectLoggedWithoutPersonalData('23505');
    expect(logLines.join('\n')).toContain('leads_pkey');
    expect(logLines.join('\n')).not.toContain(leadId);
  });

  it('cuts the rejected value out of a data exception message', async () => {
    logLines.length = 0;
    const response = await insertLead(`${person.name} ${person.phone}`);
    expect(response.statusCode).toBe(500);
    expectLoggedWithoutPersonalData('22P02');
    expect(logLines.join('\n')).toContain('invalid input syntax for type uuid');
  });
});
