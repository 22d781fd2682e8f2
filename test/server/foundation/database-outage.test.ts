import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import { isDatabaseUnavailable } from '../../../src/server/db/unavailable';
import { openOutageDatabase, type OutageDatabase } from '../../support/outage-database';
import { openSession, testConfig, type TestSession } from '../../support/test-app';
import { tokenizeResponse } from '../policies/purchase-fixture';

describe('a database gone for a moment', () => {
  let database: OutageDatabase;
  let app: App;
  let session: TestSession;

  beforeAll(async () => {
    database = await openOutageDatabase();
    app = await buildApp(testConfig(), { database: database.handle });
    await app.ready();
    session = await openSession(app);
  });
  afterAll(() => app.close());

  it('answers 503 CON-001 "La base de datos no responde." and serves again once it is back', async () => {
    database.goAway();
    const refused = await tokenizeResponse(app, session, '4242424242424242');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'CON-001', message: 'La base de datos no responde.' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    database.comeBack();
    expect((await tokenizeResponse(app, session, '4242424242424242')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a failure that means the database is out of reach', () => {
  it('is a closed PGlite, seen through Drizzle', async () => {
    const client = await PGlite.create('memory://');
    const db = drizzle({ client });
    await client.close();
    const failure = await db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a server shut down by an operator',
      Object.assign(new Error('terminating'), { code: '57P01' }),
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    [
      "a transaction's client whose connection broke",
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is %s', (_, error) => {
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: error }))).toBe(true);
  });

  it('is not a wrong query or a broken rule', () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: duplicate }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
