import type { MailConfig } from '../config';

/**
 * How long to wait before the next attempt after `attempts` failed ones: the base delay doubled
 * per attempt, capped at the maximum; undefined once every attempt is spent.
 */
export function retryDelayMs(attempts: number, config: MailConfig): number | undefined {
  if (attempts >= config.maxAttempts) return undefined;
  return Math.min(config.retryBaseMs * 2 ** (attempts - 1), config.retryMaxMs);
}
