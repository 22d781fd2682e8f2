import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  openSession,
  post,
  testBearer,
  type TestSession,
} from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { probeArea } from './probe-area';

let app: App;
let session: TestSession;
const valid = { postalCode: '06700', phone: '5512345678' };

beforeAll(async () => {
  app = await buildTestApp({}, { apiAreas: [probeArea] });
  session = await openSession(app);
});
afterAll(() => app.close());

describe('bearer credential', () => {
  it('rejects a call without the bearer with 401 and the error object', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'unauthorized',
      message: 'Credencial de acceso inválida o ausente.',
    });
  });

  it('rejects a wrong bearer', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('XSRF double submit', () => {
  it('accepts a write with the XSRF cookie echoed in X-XSRF-TOKEN', async () => {
    const response = await post(app, session, '/api/probe/echo', valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { postalCode: '06700', partnerCode: 'cotizauto' } });
  });

  it('rejects a write without the header', async () => {
    const { 'x-xsrf-token': _omitted, ...headers } = session.headers;
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: valid,
      headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('rejects a header that does not match the cookie', async () => {
    const response = await post(app, session, '/api/probe/echo', valid, {
      'x-xsrf-token': 'forged',
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a token cookie the server did not sign for this session', async () => {
    const other = await openSession(app);
    const mixed = {
      ...session.headers,
      'x-xsrf-token': other.headers['x-xsrf-token']!,
      cookie: session.headers.cookie!.replace(
        /XSRF-TOKEN=[^;]+/,
        `XSRF-TOKEN=${other.headers['x-xsrf-token']}`,
      ),
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: valid,
      headers: mixed,
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a write sent from another site', async () => {
    const response = await post(app, session, '/api/probe/echo', valid, {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('partner code', () => {
  it('reads X-Partner-Code', async () => {
    const response = await post(app, session, '/api/probe/echo', valid, {
      'x-partner-code': 'coppel',
    });
    expect(response.json().data.partnerCode).toBe('coppel');
  });

  it('rejects an unknown partner with 400', async () => {
    const response = await post(app, session, '/api/probe/echo', valid, {
      'x-partner-code': 'nobody',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Código de socio desconocido.');
  });
});

describe('validation and the error object', () => {
  it('answers 400 with the spec messages per field', async () => {
    const response = await post(app, session, '/api/probe/echo', {
      postalCode: '067',
      phone: '55',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation-error',
      message: 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
      fields: {
        postalCode: [
          'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
        ],
        phone: ['No has ingresado un teléfono válido'],
      },
    });
  });

  it.each([
    [
      'malformed JSON',
      '{"postalCode":',
      'application/json',
      400,
      'El cuerpo de la solicitud no es JSON válido.',
    ],
    ['an empty JSON body', '', 'application/json', 400, 'El cuerpo de la solicitud está vacío.'],
    [
      'another content type',
      'postalCode=06700',
      'text/csv',
      415,
      'Tipo de contenido no admitido; envía application/json.',
    ],
    ['an array instead of an object', '[1,2]', 'application/json', 400, undefined],
    ['null', 'null', 'application/json', 400, undefined],
  ])(
    'answers %s with a 4xx error object, never a 500',
    async (_label, payload, contentType, status, message) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        payload,
        headers: { ...session.headers, 'content-type': contentType },
      });
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(typeof body.code).toBe('string');
      expect(typeof body.message).toBe('string');
      if (message) expect(body.message).toBe(message);
    },
  );

  it('answers an oversized body with 413', async () => {
    const response = await post(app, session, '/api/probe/echo', {
      ...valid,
      filler: 'x'.repeat(1_100_000),
    });
    expect(response.statusCode).toBe(413);
  });

  it('hides a crash behind unknow-error and 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { authorization: `Bearer ${testBearer}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'unknow-error',
      message: 'Lo sentimos, ocurrió un error inesperado. Intenta de nuevo en unos minutos.',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: session.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });
});

describe('security headers and rate limit', () => {
  it('sends helmet headers with a CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits writes per minute and answers 429 with the error object', async () => {
    const limited = await buildTestApp(
      { WRITE_RATE_LIMIT_PER_MINUTE: '2' },
      { apiAreas: [probeArea] },
    );
    const limitedSession = await openSession(limited);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(limited, limitedSession, '/api/probe/echo', valid)).statusCode);
    const reads = await limited.inject({ method: 'GET', url: '/api/health' });
    await limited.close();
    expect(statuses).toEqual([200, 200, 429]);
    expect(reads.statusCode).toBe(200);
  });
});
