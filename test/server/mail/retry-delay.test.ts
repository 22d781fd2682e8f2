import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../src/server/mail/retry-delay';
import { testConfig } from '../../support/test-app';

const mail = testConfig({
  MAIL_RETRY_BASE_MS: '60000',
  MAIL_RETRY_MAX_MS: '300000',
  MAIL_MAX_ATTEMPTS: '6',
}).mail;

describe('the wait before the next mail attempt', () => {
  it('doubles after each failed attempt, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, mail))).toEqual([
      60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
  });

  it('stops once MAIL_MAX_ATTEMPTS attempts have failed', () => {
    expect(retryDelayMs(6, mail)).toBeUndefined();
  });
});
