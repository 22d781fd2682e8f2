import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A database directory the server cannot use, said in one line that names it. */
export class DatabaseLocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseLocationError';
  }
}

const lockName = 'cotizauto.pid';

/**
 * Makes the PGlite directory ready and claims it for this process. PGlite has no lock of its
 * own: a second process on the same directory would corrupt it or die with a cryptic message,
 * so a pid file says who holds it. Answers the release to call on close.
 */
export async function claimDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw new DatabaseLocationError(
      `Cannot create the database directory ${dir} (PGLITE_DIR): ${error.code ?? error.message}`,
    );
  });
  await access(dir, constants.W_OK).catch(() => {
    throw new DatabaseLocationError(
      `The database directory ${dir} (PGLITE_DIR) is read-only: give this user write access or choose another directory`,
    );
  });
  const lock = path.join(dir, lockName);
  const holder = await livingHolder(lock);
  if (holder !== undefined)
    throw new DatabaseLocationError(
      `The database directory ${dir} (PGLITE_DIR) is in use by another running server (pid ${holder}): stop it or choose another directory`,
    );
  await writeFile(lock, String(process.pid));
  return () => rm(lock, { force: true });
}

/** The pid in the lock file when that process is still running (a crash leaves a stale one). */
async function livingHolder(lock: string): Promise<number | undefined> {
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
