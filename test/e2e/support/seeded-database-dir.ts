import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A PGlite data directory as a later start finds it, migrated and seeded: the run's seeded dump
 * (test/support/global-setup.ts, a plain tar) unpacked into a new temporary folder, named
 * after `purpose`. The caller removes it.
 */
export function seededDatabaseDir(purpose: string): string {
  const dump = inject('pgliteDumpPath');
  const databaseDir = mkdtempSync(path.join(tmpdir(), `cotizauto-${purpose}-db-`));
  const unpack = spawnSync('tar', ['xf', dump, '-C', databaseDir], { encoding: 'utf8' });
  if (unpack.status !== 0) throw new Error(`tar could not unpack ${dump}: ${unpack.stderr}`);
  return databaseDir;
}
