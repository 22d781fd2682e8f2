import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverProcesses } from '../db/schema/index';

/** One start of a server process: the holder its leases name. */
export interface ProcessIdentity {
  id: string;
  host: string;
  pid: number;
}

export function newProcessIdentity(): ProcessIdentity {
  return { id: randomUUID(), host: hostname(), pid: process.pid };
}

/** How often a process says it is alive, and how long its silence means it is gone. */
export const heartbeatIntervalMs = 5_000;
export const heartbeatExpiryMs = 3 * heartbeatIntervalMs;

export async function registerProcess(db: Database, self: ProcessIdentity): Promise<void> {
  await db.insert(serverProcesses).values(self).onConflictDoNothing();
}

export async function heartbeat(db: Database, self: ProcessIdentity): Promise<void> {
  await db
    .update(serverProcesses)
    .set({ heartbeatAt: new Date() })
    .where(eq(serverProcesses.id, self.id));
}

/** A clean stop: its leases are given back by the next process that looks. */
export async function unregisterProcess(db: Database, self: ProcessIdentity): Promise<void> {
  await db.delete(serverProcesses).where(eq(serverProcesses.id, self.id));
}

/** Whether a process of this machine runs (signal 0 checks without signalling). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Forgets the processes that are gone: on this machine, one whose pid no longer runs (or is
 * this process's own pid under another id: a restart in a container); anywhere, one silent for
 * longer than the heartbeat expiry. Answers the ids of those still alive.
 */
export async function forgetGoneProcesses(
  db: Database,
  self: ProcessIdentity,
  running: (pid: number) => boolean = isRunning,
): Promise<string[]> {
  const silentSince = Date.now() - heartbeatExpiryMs;
  const known = await db.select().from(serverProcesses);
  const gone = known.filter((other) => {
    if (other.id === self.id) return false;
    if (other.heartbeatAt.getTime() < silentSince) return true;
    if (other.host !== self.host) return false;
    return other.pid === self.pid || !running(other.pid);
  });
  if (gone.length > 0)
    await db.delete(serverProcesses).where(
      inArray(
        serverProcesses.id,
        gone.map((other) => other.id),
      ),
    );
  const goneIds = new Set(gone.map((other) => other.id));
  return known.filter((other) => !goneIds.has(other.id)).map((other) => other.id);
}
