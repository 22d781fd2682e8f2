import { sanitisePolicyEmissionSnapshot } from '../policy-emission/policy-emission.sanitise';
import {
  dropContextFields,
  type PersistedShape,
  type SnapshotSanitiser,
} from '../support/sanitise';

const dropCard = dropContextFields('card');

/**
 * A cart's snapshot as it may be stored: no tokenised card in the context, no card protection
 * in flight (its input is the card as typed), no payment in the emission's request.
 */
export const sanitiseCartSnapshot: SnapshotSanitiser = (persisted) => {
  const { protectCard: _cardInFlight, policyEmission, ...children } = persisted.children ?? {};
  const emission = policyEmission?.snapshot
    ? {
        policyEmission: {
          ...policyEmission,
          snapshot: sanitisePolicyEmissionSnapshot(policyEmission.snapshot as PersistedShape),
        },
      }
    : {};
  return dropCard({ ...persisted, children: { ...children, ...emission } });
};
