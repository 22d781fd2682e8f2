import type { SnapshotFrom } from 'xstate';
import type { policyEmissionMachine } from './policy-emission.machine';

type EmissionSnapshot = SnapshotFrom<typeof policyEmissionMachine>;

/** Which loader or message the cart shows while the policy is being issued. */
export type EmissionStage =
  'funFact' | 'requestPolicy' | 'emissionError' | 'retryAvailable' | 'inputRejected' | 'finished';

export function selectEmissionStage(snapshot: EmissionSnapshot): EmissionStage {
  if (snapshot.matches('requesting')) return 'funFact';
  if (snapshot.matches('awaitingPolicy')) return 'requestPolicy';
  if (snapshot.matches('emissionError')) return 'emissionError';
  if (snapshot.matches('retryAvailable')) return 'retryAvailable';
  if (snapshot.matches('inputRejected')) return 'inputRejected';
  return 'finished';
}

/** The server's message for refused data, shown until the cart takes the buyer back. */
export function selectRejectionMessage(snapshot: EmissionSnapshot): string | undefined {
  const result = snapshot.context.result;
  return result?.outcome === 'dataCorrection' ? result.message : undefined;
}
