/**
 * Waiting times and lifetimes (docs/behaviour/constants.md#timings), in milliseconds unless named
 * otherwise.
 */
export const timing = {
  /** The loading step between the wizard and the results. */
  loadingPageMs: 2_000,
  /** How long the emission-error screen waits. */
  emissionErrorWaitMs: 20_000,
  /** How long the input-error screen waits. */
  inputErrorWaitMs: 50_000,
  /** Polling of an emission that answered 202 (processing). */
  emissionPollMs: 3_000,
  /** Working state goes to session storage at most about once a second… */
  persistThrottleMs: 1_000,
  /** …and a restore that takes longer than this gives up. */
  persistTimeoutMs: 5_000,
  /** The promo code cookie lives a week. */
  promoCookieDays: 7,
} as const;
