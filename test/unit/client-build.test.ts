import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clientSettingsFrom,
  reasonToBuildClient,
  writeClientStamp,
  type ClientSettings,
} from '../../scripts/client-build';
import { builtClientProblem, clientEnvironment } from '../../scripts/prepare-client';
import { loadConfig } from '../../src/server/config';
import { testBearer } from '../support/test-app';

/** What `npm start` wants for a developer who sets nothing, or only `env`. */
async function startSettings(env: NodeJS.ProcessEnv = {}): Promise<ClientSettings> {
  return clientSettingsFrom(clientEnvironment(env, loadConfig(env).bearerToken));
}

const browserTestSettings = () => clientSettingsFrom({ VITE_API_BEARER_TOKEN: testBearer });

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'cotizauto-client-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** A built client as Vite leaves it: the page, and the stamp of the settings it was built with. */
function builtClient(settings: ClientSettings | undefined, builtAt = new Date()) {
  const page = path.join(outDir, 'index.html');
  writeFileSync(page, '<!doctype html>');
  utimesSync(page, builtAt, builtAt);
  if (settings) writeClientStamp(outDir, settings);
}

describe('whether npm start rebuilds the client', () => {
  it('rebuilds a client the browser tests built with their bearer', async () => {
    builtClient(await browserTestSettings());
    expect(reasonToBuildClient(outDir, await startSettings())).toBe(
      'it was built with other settings',
    );
  });

  it('serves a client built with its own settings and no newer source as it is', async () => {
    builtClient(await startSettings());
    expect(reasonToBuildClient(outDir, await startSettings())).toBeUndefined();
  });

  it('rebuilds when the partner brand changes', async () => {
    builtClient(await startSettings());
    expect(reasonToBuildClient(outDir, await startSettings({ VITE_PARTNER_CODE: 'coppel' }))).toBe(
      'it was built with other settings',
    );
  });

  it("rebuilds when the broker's name or registration changes: the server prints them, the pages cite them", async () => {
    builtClient(await startSettings());
    const broker = { BROKER_NAME: 'Agentes del Bajío', BROKER_REGISTRATION: 'D-1234' };
    const settings = await startSettings(broker);
    expect(settings.BROKER_NAME).toBe('Agentes del Bajío');
    expect(settings.BROKER_REGISTRATION).toBe('D-1234');
    expect(loadConfig(broker).policyDocument).toMatchObject({
      brokerName: 'Agentes del Bajío',
      brokerRegistration: 'D-1234',
    });
    expect(reasonToBuildClient(outDir, settings)).toBe('it was built with other settings');
  });

  it('rebuilds a client older than its sources', async () => {
    builtClient(await startSettings(), new Date('2020-01-01'));
    expect(reasonToBuildClient(outDir, await startSettings())).toBe('a source is newer than it');
  });

  it('builds a missing client, and rebuilds one whose settings are unknown', async () => {
    expect(reasonToBuildClient(outDir, await startSettings())).toBe('it is missing');
    builtClient(undefined);
    expect(reasonToBuildClient(outDir, await startSettings())).toBe(
      'it carries no stamp of its settings',
    );
  });
});

describe('the bearer npm start builds the client with', () => {
  it("is the server's development bearer when nothing is set", async () => {
    expect((await startSettings()).VITE_API_BEARER_TOKEN).toBe(loadConfig({}).bearerToken);
  });

  it("follows the server's API_BEARER_TOKEN", async () => {
    const bearer = 'a-production-bearer-0123456789';
    expect((await startSettings({ API_BEARER_TOKEN: bearer })).VITE_API_BEARER_TOKEN).toBe(bearer);
  });

  it('stops the start when the client would carry a bearer the server refuses', async () => {
    await expect(startSettings({ VITE_API_BEARER_TOKEN: testBearer })).rejects.toThrow(
      /every API call of the client would answer 401/,
    );
  });
});

describe('what a production start (NODE_ENV=production) refuses to serve, since it never builds', () => {
  const bearer = 'a-production-bearer-0123456789';
  const registration = 'Registro CNSF D-1234 · Agente Persona Moral';
  const productionConfig = loadConfig({
    API_BEARER_TOKEN: bearer,
    BROKER_REGISTRATION: registration,
  });

  it('a missing client', () => {
    expect(builtClientProblem(outDir, productionConfig)).toBe(
      'it is missing; run npm run build where the development dependencies are installed',
    );
  });

  it('a client built without the production bearer, or with another one', () => {
    builtClient({ BROKER_REGISTRATION: registration });
    expect(builtClientProblem(outDir, productionConfig)).toMatch(/every API call would answer 401/);
    builtClient({ VITE_API_BEARER_TOKEN: `${bearer}-old`, BROKER_REGISTRATION: registration });
    expect(builtClientProblem(outDir, productionConfig)).toMatch(/every API call would answer 401/);
  });

  it("a client whose pages cite another broker registration than the server's policies", () => {
    builtClient({ VITE_API_BEARER_TOKEN: bearer });
    expect(builtClientProblem(outDir, productionConfig)).toMatch(
      /its pages would cite another broker than the policies print/,
    );
  });

  it('serves a client built with its settings, whatever its age', () => {
    const settings = { VITE_API_BEARER_TOKEN: bearer, BROKER_REGISTRATION: registration };
    builtClient(settings, new Date('2020-01-01'));
    expect(builtClientProblem(outDir, productionConfig)).toBeUndefined();
  });

  it('serves a development client beside a server left on the development values', () => {
    builtClient({});
    expect(builtClientProblem(outDir, loadConfig({}))).toBeUndefined();
  });
});
