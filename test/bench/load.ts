/**
 * A small closed-loop HTTP load generator (what autocannon does, without a dependency): each
 * of `connections` keep-alive connections sends its next request as soon as the previous one
 * answered, for `durationMs` or until `requests` were sent. Answers the latency of every request and how many units of work
 * they carried (a quote round carries up to 24 quotes).
 */
import http from 'node:http';

export interface LoadRequest {
  path: string;
  body: object;
  headers: Record<string, string>;
}

export interface LoadResult {
  latenciesMs: number[];
  /** Units counted by `unitsOf` over every answer (requests by default). */
  units: number;
  seconds: number;
  /** Answers whose status was not 2xx, by status. */
  failures: Record<number, number>;
}

export interface LoadOptions {
  port: number;
  connections: number;
  /** How long the load lasts, or… */
  durationMs?: number;
  /** …how many requests it sends in all. */
  requests?: number;
  /** The request the n-th call sends. */
  next: (n: number) => LoadRequest;
  unitsOf?: (body: string) => number;
}

function send(port: number, agent: http.Agent, request: LoadRequest) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(request.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: 'POST',
        agent,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The sample below which `share` of them lie (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const result: LoadResult = { latenciesMs: [], units: 0, seconds: 0, failures: {} };
  const started = performance.now();
  const deadline = started + (options.durationMs ?? Infinity);
  const limit = options.requests ?? Infinity;
  let sent = 0;
  const connection = async () => {
    while (performance.now() < deadline && sent < limit) {
      const begin = performance.now();
      const answer = await send(options.port, agent, options.next(sent++));
      result.latenciesMs.push(performance.now() - begin);
      if (answer.status >= 200 && answer.status < 300)
        result.units += options.unitsOf ? options.unitsOf(answer.body) : 1;
      else result.failures[answer.status] = (result.failures[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}
