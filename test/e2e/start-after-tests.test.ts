import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Response } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { freePort } from './support/free-port';
import { seededDatabaseDir } from './support/seeded-database-dir';
import { searchVehicle } from './support/vehicle-search';

/**
 * `npm test` then `npm start`: the client the browser tests built (with the test bearer) lies
 * where `npm start` serves from, as it used to in dist/client. The real start script must
 * rebuild it with its own settings, so the page it serves calls the API without a 401.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
let clientDist: string;
let databaseDir: string | undefined;
let start: ChildProcess;
let startOutput = '';
let baseUrl: string;
let browser: BrowserContext;

beforeAll(async () => {
  // Inside the repository so Vite empties it before building, as it does dist/client.
  clientDist = mkdtempSync(path.join(repositoryRoot, 'dist/start-after-tests-'));
  cpSync(inject('e2eClientDir'), clientDist, { recursive: true });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // A database as a developer's later starts find it: the start spends no time seeding.
  databaseDir = seededDatabaseDir('start');
  start = spawn('node', ['scripts/start.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...developerEnvironment(),
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: databaseDir,
      CLIENT_DIST: clientDist,
      LOG_LEVEL: 'warn',
    },
  });
  start.stdout?.on('data', (chunk: Buffer) => (startOutput += chunk.toString()));
  start.stderr?.on('data', (chunk: Buffer) => (startOutput += chunk.toString()));
  await waitUntilServing(baseUrl);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  start?.kill('SIGTERM');
  rmSync(clientDist, { recursive: true, force: true });
  if (databaseDir) rmSync(databaseDir, { recursive: true, force: true });
});

describe('npm start after the browser tests', () => {
  it('rebuilds the client with its own settings and the page calls the API without a 401', async () => {
    expect(startOutput).toContain('(it was built with other settings)');
    const page = await browser.newPage();
    const apiAnswers: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await (await searchVehicle(page)).waitFor({ state: 'visible' });
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.map((answer) => `${answer.status()} ${answer.url()}`)).toEqual(
      apiAnswers.map((answer) => `200 ${answer.url()}`),
    );
  });
});

/** The environment of a developer who sets nothing: no test bearer, no test mode. */
function developerEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('VITE_') &&
        !name.startsWith('VITEST') &&
        !['API_BEARER_TOKEN', 'NODE_ENV', 'DATABASE_URL'].includes(name),
    ),
  );
}

async function waitUntilServing(url: string): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (start.exitCode !== null) throw new Error(`npm start exited:\n${startOutput}`);
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not serve within 110 s:\n${startOutput}`);
}
