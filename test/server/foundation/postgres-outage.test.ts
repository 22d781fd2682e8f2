import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import { createPostgresServer, type PostgresServer } from '../../support/postgres-server';
import { openSession, testConfig, type TestSession } from '../../support/test-app';

/**
 * A real PostgreSQL that goes away under load: its connections killed by an operator, then the
 * server stopped and started again. The app, with the pool it opens itself, answers 503 with the
 * database's message while it is away, never exits (an unhandled 'error' event of the pool
 * would end the test run) and serves again by itself once PostgreSQL is back.
 */
const unavailable = { code: 'CON-001', message: 'La base de datos no responde.' };
let postgres: PostgresServer;
let app: App;
let session: TestSession;

beforeAll(async () => {
  postgres = await createPostgresServer();
  app = await buildApp(testConfig({ DATABASE_URL: postgres.url }));
  await app.ready();
  session = await openSession(app);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await postgres?.remove();
});

/** A write that reaches the database: saving a cart early in the quote. */
const saveCart = () =>
  app.inject({
    method: 'POST',
    url: '/api/quotation/save-cart',
    payload: {
      store: { quotationStep: 1, modelId: 'versa-2020' },
      quote: {},
      partnerCode: 'cotizauto',
    },
    headers: session.headers,
  });

/** Clients saving carts without pause until stopped; every answer is kept. */
function startLoad(clients = 6) {
  const answers: { status: number; body: unknown }[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const response = await saveCart();
      answers.push({ status: response.statusCode, body: response.json() });
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function terminateAppConnections() {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  const { rows } = await admin.query(
    'select pg_terminate_backend(pid) as killed from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
    ['client backend'],
  );
  await admin.end();
  return rows.length;
}

describe('PostgreSQL going away under load', () => {
  it('answers 503 while it is away, never exits, and recovers by itself', async () => {
    const load = startLoad();
    await vi.waitFor(
      () => expect(load.answers.filter((a) => a.status === 200).length).toBeGreaterThan(20),
      {
        timeout: 20_000,
      },
    );

    expect(await terminateAppConnections()).toBeGreaterThan(0);
    const afterKill = load.answers.length;
    await vi.waitFor(
      () =>
        expect(
          load.answers.slice(afterKill).filter((a) => a.status === 200).length,
        ).toBeGreaterThan(20),
      { timeout: 20_000 },
    );

    await postgres.stop();
    const whileAway = load.answers.length;
    await vi.waitFor(
      () =>
        expect(
          load.answers.slice(whileAway).filter((a) => a.status === 503).length,
        ).toBeGreaterThan(20),
      { timeout: 20_000 },
    );
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await postgres.start();
    const back = load.answers.length;
    await vi.waitFor(
      () =>
        expect(load.answers.slice(back).filter((a) => a.status === 200).length).toBeGreaterThan(20),
      { timeout: 30_000 },
    );
    await load.stop();

    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const statuses = new Set(load.answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of load.answers.filter((a) => a.status === 503))
      expect(answer.body).toEqual(unavailable);
  }, 120_000);
});
