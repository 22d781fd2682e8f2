import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { probeArea } from './probe-area';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { apiAreas: [probeArea] });
});
afterAll(() => app.close());

describe('health and docs', () => {
  it('reports the database reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('describes every route in OpenAPI at /api/docs, with bodies from the valibot schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const echo = document.paths['/api/probe/echo'].post;
    expect(Object.keys(echo.requestBody.content['application/json'].schema.properties)).toEqual([
      'postalCode',
      'phone',
    ]);
    expect(document.paths['/api/health']).toBeDefined();
  });
});
