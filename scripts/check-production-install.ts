/**
 * `npm run check:production` (CI, after `npm run build`): the production path works. In a
 * scratch folder holding only what a production host needs (productionFiles), it installs the
 * production dependencies alone (`npm ci --omit=dev`) and checks that a start that cannot serve
 * stops and says why: no dist/, a client built with another bearer, no NODE_ENV=production
 * (it would build). Then it starts the build with NODE_ENV=production and walks what a buyer's
 * browser calls: the home page, the health check, the vehicle catalogue, a quote and its PDF.
 * Prints the install's time and size.
 *
 * The client must have been built with production settings:
 * `VITE_API_BEARER_TOKEN=… BROKER_REGISTRATION=… npm run build`; the server starts with the same.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { developmentPolicyContacts, developmentSecrets } from '../src/server/config';
import { projectRoot } from '../src/server/project-root';
import { builtClientSettings } from '../src/server/site/client-settings';
import { freePort } from '../test/e2e/support/free-port';
import { birthdateForAge } from '../test/server/quotation/quote-fixture';

/** What a production host holds besides node_modules (docs/operations/running.md). */
const productionFiles = [
  'package.json',
  'package-lock.json',
  'scripts/start.mjs',
  'scripts/server-build.mjs',
  'data',
  'migrations',
];
const builtFiles = ['dist/server', 'dist/client'];
/** Development packages a production install must not hold: the check runs without them. */
const developmentOnly = ['vite', 'esbuild', 'tsx', 'typescript-eslint', 'react', 'mermaid'];
const startWithinMs = 120_000;

const step = (title: string) => console.log(`\n---- ${title}`);

function copyInto(scratch: string, files: string[]) {
  for (const file of files)
    cpSync(path.join(projectRoot, file), path.join(scratch, file), { recursive: true });
}

function megabytes(folder: string): number {
  const bytes = (target: string): number => {
    const stats = lstatSync(target);
    if (!stats.isDirectory()) return stats.size;
    return readdirSync(target).reduce((sum, entry) => sum + bytes(path.join(target, entry)), 0);
  };
  return Math.round(bytes(folder) / 1e6);
}

/** The built client's settings: the production server must be started with the same. */
function clientSettings() {
  const built = builtClientSettings(path.join(projectRoot, 'dist/client')) ?? {};
  const bearer = built.VITE_API_BEARER_TOKEN;
  const registration = built.BROKER_REGISTRATION;
  assert.ok(
    bearer &&
      bearer !== developmentSecrets.API_BEARER_TOKEN &&
      registration &&
      registration !== developmentPolicyContacts.BROKER_REGISTRATION,
    'Build the client with production settings first: ' +
      'VITE_API_BEARER_TOKEN=… BROKER_REGISTRATION=… npm run build',
  );
  return { bearer, registration };
}

function productionEnvironment(
  port: number,
  { bearer, registration }: ReturnType<typeof clientSettings>,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    API_BEARER_TOKEN: bearer,
    BROKER_REGISTRATION: registration,
    CLAIMS_PHONE: '800 123 4567',
    CSRF_SECRET: randomBytes(24).toString('hex'),
    ACCESS_TOKEN_SECRET: randomBytes(24).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  };
}

function install(scratch: string) {
  step('npm ci --omit=dev');
  const started = performance.now();
  const installed = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: scratch,
    stdio: 'inherit',
  });
  assert.equal(installed.status, 0, 'npm ci --omit=dev failed');
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const modules = path.join(scratch, 'node_modules');
  console.log(`installed in ${seconds} s: node_modules holds ${megabytes(modules)} MB`);
  const present = developmentOnly.filter((name) => existsSync(path.join(modules, name)));
  assert.deepEqual(present, [], 'the production install holds development packages');
}

/** A production start that cannot serve stops at once with exit 1, saying why. */
function refuses(scratch: string, env: NodeJS.ProcessEnv, why: RegExp) {
  const start = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: scratch,
    env,
    encoding: 'utf8',
  });
  console.log(start.stderr.trim());
  assert.equal(start.status, 1);
  assert.match(start.stderr, why);
}

/** A browser's session: the bearer, the partner, and the XSRF pair the first page load sets. */
async function browserSession(baseUrl: string, bearer: string) {
  const page = await fetch(`${baseUrl}/api/xsrf-token`);
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = cookies.find((cookie) => cookie?.startsWith('XSRF-TOKEN='))?.split('=')[1];
  assert.ok(xsrf, 'no XSRF-TOKEN cookie');
  const headers = {
    authorization: `Bearer ${bearer}`,
    'x-partner-code': 'cotizauto',
    'x-xsrf-token': xsrf,
    cookie: cookies.join('; '),
    'content-type': 'application/json',
  };
  return async <T>(pathname: string, body: object): Promise<T> => {
    const answer = await fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    assert.equal(answer.status, 200, `${pathname} answered ${answer.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

async function waitUntilServing(baseUrl: string, exited: () => boolean) {
  const deadline = performance.now() + startWithinMs;
  while (performance.now() < deadline) {
    assert.ok(!exited(), 'the production server exited');
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`the production server did not answer within ${startWithinMs / 1000} s`);
}

async function servesTheApp(baseUrl: string, bearer: string) {
  step('GET / and /api/health');
  const home = await fetch(baseUrl);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /<title>Cotizauto · Seguro de auto en línea<\/title>/);
  assert.equal((await fetch(`${baseUrl}/api/health`)).status, 200);

  step('a quote for a Nissan Versa in Roma Norte, and its PDF');
  const post = await browserSession(baseUrl, bearer);
  const [versa] = await post<{ id: string; name: string }[]>('/api/catalog/list-sub-brands', {
    description: 'versa',
  });
  assert.ok(versa, 'the catalogue has no Versa');
  const [model] = await post<{ id: string; year: number }[]>('/api/catalog/list-models', {
    subBrandId: versa.id,
  });
  assert.ok(model, `no model year of ${versa.name}`);
  const [version] = await post<{ id: string }[]>('/api/catalog/list-versions', {
    modelId: model.id,
  });
  assert.ok(version, `no version of ${versa.name} ${model.year}`);
  const quote = await post<{ id: string; discountPrice: number }>('/quotation/quote', {
    versionId: version.id,
    model: model.year,
    postalCode: '06700',
    personType: 'natural',
    gender: 'female',
    birthdate: birthdateForAge(41),
    package: 0,
    paymentFrequency: 0,
    partnerCode: 'cotizauto',
    providerCode: 'hdi',
  });
  assert.ok(quote.discountPrice > 0, 'the quote has no price');
  const { pdf } = await post<{ pdf: string }>('/api/quotation/get-pdf-generator', {
    quotationIds: [quote.id],
  });
  assert.equal(Buffer.from(pdf, 'base64').subarray(0, 5).toString(), '%PDF-');
  console.log(`${versa.name} ${model.year} with HDI: $${quote.discountPrice}, PDF of its quote`);
}

async function main() {
  const settings = clientSettings();
  const { bearer } = settings;
  const scratch = mkdtempSync(path.join(tmpdir(), 'cotizauto-production-'));
  const baseEnv = productionEnvironment(await freePort(), settings);
  const baseUrl = `http://127.0.0.1:${baseEnv.PORT}`;
  try {
    copyInto(scratch, productionFiles);
    install(scratch);
    step('NODE_ENV=production npm start without dist/');
    refuses(
      scratch,
      baseEnv,
      /never builds: dist\/server\/main\.js is missing\. Run npm run build/,
    );
    copyInto(scratch, builtFiles);
    step('npm start without NODE_ENV=production, which would build');
    refuses(
      scratch,
      { ...baseEnv, NODE_ENV: 'development' },
      /esbuild is not installed \(a production install\).*start with NODE_ENV=production/,
    );
    step('NODE_ENV=production npm start with another bearer than the client was built with');
    refuses(
      scratch,
      { ...baseEnv, API_BEARER_TOKEN: `${bearer}-rotated` },
      /every API call would answer 401/,
    );
    step('NODE_ENV=production npm start');
    const server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: scratch,
      env: baseEnv,
      stdio: 'inherit',
    });
    try {
      await waitUntilServing(baseUrl, () => server.exitCode !== null);
      await servesTheApp(baseUrl, bearer);
    } finally {
      server.kill('SIGTERM');
    }
    step('the production install serves the app');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
