import { dropContextFields, type SnapshotSanitiser } from '../support/sanitise';

const dropCard = dropContextFields('card');

/**
 * A cart's snapshot as it may be stored: no tokenised card in the context and no card
 * protection in flight (its input is the card as typed).
 */
export const sanitiseCartSnapshot: SnapshotSanitiser = (persisted) => {
  const { protectCard: _cardInFlight, ...children } = persisted.children ?? {};
  return dropCard({ ...persisted, children });
};
