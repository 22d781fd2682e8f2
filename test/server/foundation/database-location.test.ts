import { spawn, spawnSync } from 'node:child_process';
import { access, chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { claimDataDir, DatabaseLocationError } from '../../../src/server/db/data-dir';
import { openDatabase } from '../../../src/server/db/client';
import { buildApp } from '../../../src/server/app';
import { testConfig } from '../../support/test-app';

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'cotizauto-location-'));
  await chmod(parent, 0o755);
});
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A migrated, seeded PGlite directory on disk (from the run's dump: no migration wait). */
const openSeeded = async (pgliteDir: string) =>
  openDatabase({ pgliteDir, pgliteDump: new Blob([await readFile(inject('pgliteDumpPath'))]) });

/**
 * What claiming the directory answers for a user without write access. Root writes anywhere,
 * so under root the claim runs in a child process as the unprivileged user `nobody`.
 */
function claimWithoutWriteAccess(dir: string): Promise<string> {
  if (process.getuid?.() !== 0)
    return claimDataDir(dir).then(
      () => 'claimed',
      (error: Error) => error.message,
    );
  const script = `import('./src/server/db/data-dir.ts').then((m) => m.claimDataDir(${JSON.stringify(dir)})).then(() => console.log('claimed'), (e) => console.log(e.message))`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    uid: 65534,
    gid: 65534,
    encoding: 'utf8',
  });
  return Promise.resolve(child.stdout.trim());
}

describe('a PGlite directory the server cannot use gives one line naming it', () => {
  it('read-only', async () => {
    const dir = path.join(parent, 'solo-lectura');
    await mkdir(dir, { mode: 0o555 });
    await chmod(dir, 0o555);
    expect(await claimWithoutWriteAccess(dir)).toBe(
      `The database directory ${dir} (PGLITE_DIR) is read-only: give this user write access or choose another directory`,
    );
  });

  it('missing and impossible to create', async () => {
    const file = path.join(parent, 'archivo');
    await writeFile(file, 'no es un directorio');
    const dir = path.join(file, 'pglite');
    const opening = openDatabase({ pgliteDir: dir });
    await expect(opening).rejects.toThrow(DatabaseLocationError);
    await expect(opening).rejects.toThrow(
      `Cannot create the database directory ${dir} (PGLITE_DIR): ENOTDIR`,
    );
  });

  it('held by another running server', async () => {
    const dir = path.join(parent, 'ocupada');
    await mkdir(dir);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(path.join(dir, 'cotizauto.pid'), String(other.pid));
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
        `The database directory ${dir} (PGLITE_DIR) is in use by another running server (pid ${other.pid}): stop it or choose another directory`,
      );
    } finally {
      other.kill();
    }
  });

  it('a stale claim from a crashed server is taken over, and the claim is released on close', async () => {
    const dir = path.join(parent, 'liberada');
    await mkdir(dir);
    await writeFile(path.join(dir, 'cotizauto.pid'), '999999');
    const handle = await openSeeded(dir);
    expect(await readFile(path.join(dir, 'cotizauto.pid'), 'utf8')).toBe(String(process.pid));
    await handle.close();
    await expect(access(path.join(dir, 'cotizauto.pid'))).rejects.toThrow(/ENOENT/);
  });
});

describe('GET /api/health', () => {
  it('reports a database whose directory has gone away', async () => {
    const dir = path.join(parent, 'desaparece');
    const app = await buildApp(testConfig(), { database: await openSeeded(dir) });
    try {
      const up = await app.inject({ method: 'GET', url: '/api/health' });
      expect(up.json()).toEqual({ data: { status: 'ok', database: 'up' } });
      await rm(dir, { recursive: true, force: true });
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ code: 'CON-001', message: 'La base de datos no responde.' });
    } finally {
      await app.close();
    }
  });
});
