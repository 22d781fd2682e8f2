import { sanitiseCompanyCartSnapshot } from '../company-cart/company-cart.sanitise';
import { sanitiseIndividualCartSnapshot } from '../individual-cart/individual-cart.sanitise';
import type { PersistedShape, SnapshotSanitiser } from '../support/sanitise';
import type { FlowId } from './app.types';

/** The flows that hold secrets of their own; the others hold no card data, token or password. */
const sanitiserOfFlow: Partial<Record<FlowId, SnapshotSanitiser>> = {
  individualCart: sanitiseIndividualCartSnapshot,
  companyCart: sanitiseCompanyCartSnapshot,
};

/** The app's snapshot as it may be stored: each running flow sanitised by its own rule. */
export const sanitiseAppSnapshot: SnapshotSanitiser = (persisted) => {
  const children = Object.fromEntries(
    Object.entries(persisted.children ?? {}).map(([id, child]) => {
      const sanitise = sanitiserOfFlow[id as FlowId];
      if (!sanitise || !child) return [id, child];
      return [id, { ...child, snapshot: sanitise(child.snapshot as PersistedShape) }];
    }),
  );
  return { ...persisted, children };
};
