import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { buildTestApp, get, openSession, type TestSession } from '../support/test-app';

const logLines: string[] = [];
let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  session = await openSession(app);
});
afterAll(() => app.close());

const requestLines = (url: string) =>
  logLines
    .map((line) => JSON.parse(line) as { msg: string; url?: string; statusCode?: number })
    .filter((line) => line.url === url);

it('writes one line per answered API request, with its status', async () => {
  await get(app, session, '/api/catalog/get-all-sub-brand');
  expect(requestLines('/api/catalog/get-all-sub-brand')).toEqual([
    expect.objectContaining({ msg: 'request completed', statusCode: 200 }),
  ]);
});

it('writes no line for the health probe', async () => {
  const health = await get(app, session, '/api/health');
  expect(health.statusCode).toBe(200);
  expect(requestLines('/api/health')).toEqual([]);
});
