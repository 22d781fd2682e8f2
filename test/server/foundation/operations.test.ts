import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { genericMessages } from '../../../src/domain/common/errors';
import {
  ConfigurationError,
  developmentPolicyContacts,
  developmentSecrets,
  loadConfig,
} from '../../../src/server/config';
import { providerHeaderMessage } from '../../../src/server/catalog/vehicles/vehicle-routes';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';

const ownSecrets = {
  API_BEARER_TOKEN: 'prod-bearer-credential-7f3a9c2e',
  CSRF_SECRET: 'prod-csrf-secret-4b8d1e6f0a2c9e7b3d5f',
  ACCESS_TOKEN_SECRET: 'prod-access-token-secret-9e2c4a7b1d3f',
};
const ownContacts = { BROKER_REGISTRATION: 'D-1234', CLAIMS_PHONE: '55 5123 4567' };

describe('production with default secrets or placeholder contacts', () => {
  const production = (env: Record<string, string>) => () =>
    loadConfig({ NODE_ENV: 'production', ...env });

  it('refuses to start and names every development secret left', () => {
    expect(production({})).toThrow(ConfigurationError);
    expect(production({})).toThrow(/API_BEARER_TOKEN, CSRF_SECRET, ACCESS_TOKEN_SECRET/);
    const withDevelopmentBearer = production({
      ...ownSecrets,
      ...ownContacts,
      API_BEARER_TOKEN: developmentSecrets.API_BEARER_TOKEN,
    });
    expect(withDevelopmentBearer).toThrow(/set API_BEARER_TOKEN \(/);
    const withDevelopmentTokens = production({
      ...ownSecrets,
      ...ownContacts,
      ACCESS_TOKEN_SECRET: developmentSecrets.ACCESS_TOKEN_SECRET,
    });
    expect(withDevelopmentTokens).toThrow(/set ACCESS_TOKEN_SECRET \(/);
  });

  it('refuses to print the placeholder broker registration or claims phone on a policy', () => {
    expect(production(ownSecrets)).toThrow(
      /needs the broker’s CNSF registration and claims phone; set BROKER_REGISTRATION, CLAIMS_PHONE \(/,
    );
    expect(production(ownSecrets)).not.toThrow(/secrets/);
    const withDevelopmentPhone = production({
      ...ownSecrets,
      ...ownContacts,
      CLAIMS_PHONE: developmentPolicyContacts.CLAIMS_PHONE,
    });
    expect(withDevelopmentPhone).toThrow(/set CLAIMS_PHONE \(/);
    expect(production({ ...ownContacts })).toThrow(/own secrets/);
    expect(production({ ...ownContacts })).not.toThrow(/CNSF/);
  });

  it('starts with secrets, a broker registration and a claims phone of its own', () => {
    const brokerName = 'Agentes del Bajío, S.A. de C.V.';
    const config = loadConfig({
      NODE_ENV: 'production',
      ...ownSecrets,
      ...ownContacts,
      BROKER_NAME: ` ${brokerName} `,
    });
    expect(config.accessTokenSecret).toBe(ownSecrets.ACCESS_TOKEN_SECRET);
    expect(config.policyDocument).toEqual({
      brokerName,
      brokerRegistration: 'D-1234',
      claimsPhone: '55 5123 4567',
    });
  });

  it('outside production, tokens are signed with a secret nobody can read in the source', () => {
    const first = loadConfig({ NODE_ENV: 'development' }).accessTokenSecret;
    expect(first).not.toBe(developmentSecrets.ACCESS_TOKEN_SECRET);
    expect(loadConfig({ NODE_ENV: 'development' }).accessTokenSecret).not.toBe(first);
  });
});

describe('X-Forwarded-For bypass', () => {
  const writesFrom = async (app: App, forwardedFor: (call: number) => string) => {
    const session = await openSession(app);
    const statuses = [];
    for (let call = 0; call < 4; call++) {
      const response = await post(
        app,
        session,
        '/api/catalog/list-banks',
        {},
        {
          'x-forwarded-for': forwardedFor(call),
        },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toEqual({
          code: 'rate-limited',
          message: genericMessages.rateLimited,
        });
    }
    return statuses;
  };

  it('a made-up X-Forwarded-For does not reset the write limit: the real client is counted', async () => {
    const app = await buildTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      expect(await writesFrom(app, (call) => `203.0.113.${call}`)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('behind a configured proxy, each forwarded client has its own limit', async () => {
    const app = await buildTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await writesFrom(app, (call) => `203.0.113.${call}`)).toEqual([200, 200, 200, 200]);
      expect(await writesFrom(app, () => '198.51.100.7')).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('requests the framework refuses', () => {
  let app: App;
  let session: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
  });
  afterAll(() => app.close());

  const raw = (url: string, body: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url,
      body,
      headers: { ...session.headers, 'content-type': contentType },
    });

  it.each([
    [
      'broken JSON',
      '{"name": ',
      'application/json',
      400,
      'El cuerpo de la solicitud no es JSON válido.',
    ],
    [
      'a body type the API does not read',
      '<name>ana</name>',
      'application/xml',
      415,
      'Tipo de contenido no admitido; envía application/json.',
    ],
  ])(
    'answers %s in Spanish in the error envelope, without FST_ERR codes',
    async (_label, body, type, status, message) => {
      const response = await raw('/api/catalog/list-banks', body, type);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code: expect.not.stringMatching(/^FST_/), message });
    },
  );

  it('a missing X-Provider-Code is named in Spanish, not "Invalid key"', async () => {
    const response = await post(app, session, '/catalog/translate-version', { versionId: 'v-1' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/Invalid|FST_/);
    expect(response.json()).toMatchObject({ message: providerHeaderMessage });
  });

  it.each([
    ['/api/catalog/list-banks', []],
    ['/api/quotation/save-cart', { store: [], quote: {}, partnerCode: 'cotizauto' }],
    ['/api/user/login', [{ emailAddress: 'ana@example.mx' }]],
  ])('refuses an array where %s expects an object', async (url, body) => {
    const response = await post(app, session, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation-error',
      message: expect.any(String),
    });
  });

  it.each(['%', '_', '%_%'])(
    'reads %s in a catalogue search as itself, not a wildcard',
    async (name) => {
      for (const url of [
        '/api/catalog/list-banks',
        '/api/catalog/list-brands',
        '/api/catalog/list-sub-brands',
      ]) {
        const response = await post(app, session, url, { name });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: [] });
      }
    },
  );

  it('keeps personal answers out of every cache', async () => {
    const saved = await post(app, session, '/api/quotation/save-cart', {
      store: {},
      quote: { client: { firstName: 'Ana' } },
      partnerCode: 'cotizauto',
    });
    const { id } = dataOf<{ id: string }>(saved);
    const restored = await app.inject({
      method: 'GET',
      url: `/quotation/get-cart?id=${id}`,
      headers: session.headers,
    });
    for (const response of [saved, restored]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('source maps', () => {
  let app: App;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cotizauto-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    await writeFile(
      path.join(dist, 'assets', 'app-abc123.js.map'),
      '{"sources":["src/secret.ts"]}',
    );
    app = await buildTestApp({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('are not served, though the bundle beside them is', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});
