import { insurerCodes, isInsurerCode, type InsurerCode } from '../../domain/insurers/insurers';

/**
 * The faults a sandbox insurer can be told to show: no answer, an error, a late answer, an
 * answer that is not a price (garbage), or an issuing service that fails each quotation's first
 * emission (its quotes are fine): the buyer's 'Intentar de nuevo' then issues.
 */
export const sandboxFaults = [
  'timeout',
  'error',
  'slow',
  'garbage',
  'emission-error-once',
] as const;
export type SandboxFault = (typeof sandboxFaults)[number];

export interface SandboxSettings {
  latencyMs: Readonly<Record<InsurerCode, number>>;
  faults: Readonly<Partial<Record<InsurerCode, SandboxFault>>>;
  /** How long the server waits for an insurer before answering CON-002. */
  timeoutMs: number;
  /** What a 'slow' fault adds to the insurer's latency. */
  slowMs: number;
}

/**
 * Realistic answer times of insurer quoting services: the spread measured for 8 insurers' quoting
 * services, 400 ms to 3 s (docs/architecture/insurers.md).
 */
export const realisticLatencyMs: Readonly<Record<InsurerCode, number>> = {
  hdi: 400,
  gds: 600,
  ana: 800,
  aba: 1_000,
  mapfre: 1_200,
  sura: 1_500,
  gnp: 2_000,
  qualitas: 3_000,
};

/**
 * INSURER_LATENCY_MS is one number for every insurer or `code=ms` pairs over the default
 * (realistic, or 0 in tests); INSURER_FAULTS is `code=fault` pairs, e.g. `gds=timeout,aba=garbage`.
 */
export function parseSandboxSettings(
  env: { latency?: string; faults?: string; timeoutMs: number; slowMs: number },
  isTest: boolean,
): SandboxSettings {
  const base = Object.fromEntries(
    insurerCodes.map((code) => [code, isTest ? 0 : realisticLatencyMs[code]]),
  ) as Record<InsurerCode, number>;
  return {
    latencyMs: parseLatency(env.latency, base),
    faults: Object.fromEntries(pairs(env.faults).map(([code, fault]) => [code, toFault(fault)])),
    timeoutMs: env.timeoutMs,
    slowMs: env.slowMs,
  };
}

function parseLatency(text: string | undefined, base: Record<InsurerCode, number>) {
  if (text && /^\d+$/.test(text.trim())) {
    return Object.fromEntries(insurerCodes.map((code) => [code, Number(text)])) as typeof base;
  }
  return { ...base, ...Object.fromEntries(pairs(text).map(([code, ms]) => [code, toMs(ms)])) };
}

function pairs(text: string | undefined): [InsurerCode, string][] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const [code, value] = pair.split('=').map((part) => part.trim());
    if (!isInsurerCode(code) || !value) throw new Error(`Not an insurer setting: "${pair}"`);
    return [code, value];
  });
}

function toFault(text: string): SandboxFault {
  if (!(sandboxFaults as readonly string[]).includes(text))
    throw new Error(`Unknown sandbox fault "${text}" (${sandboxFaults.join(', ')})`);
  return text as SandboxFault;
}

function toMs(text: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`Not a latency in milliseconds: "${text}"`);
  return Number(text);
}
