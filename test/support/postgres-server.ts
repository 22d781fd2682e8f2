import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const pgBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL server of the test's own, which it may stop and start (Debian's binaries, run as
 * the postgres user, in a temporary directory, on a free loopback port): what a database outage
 * is made of. `url` names its `postgres` database.
 */
export interface PostgresServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function createPostgresServer(): Promise<PostgresServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'cotizauto-outage-pg-'));
  const { uid, gid } = await postgresUser();
  await chown(root, uid, gid);
  const port = await freePort();
  const data = path.join(root, 'data');
  const asPostgres = (command: string) =>
    run('su', ['postgres', '-s', '/bin/sh', '-c', command], { timeout: 60_000 });
  await asPostgres(
    `${pgBin}/initdb -D ${data} -A trust -U app --no-instructions -E UTF8 --locale=C.UTF-8`,
  );
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root}`;
  const server: PostgresServer = {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    start: async () => {
      await asPostgres(`${pgBin}/pg_ctl -D ${data} -l ${root}/pg.log -o '${options}' -w start`);
    },
    stop: async () => {
      await asPostgres(`${pgBin}/pg_ctl -D ${data} -m fast -w stop`);
    },
    remove: async () => {
      await server.stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['postgres']);
  const id = (name: string) => Number(stdout.match(new RegExp(`${name}=(\\d+)`))?.[1]);
  return { uid: id('uid'), gid: id('gid') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
