import { dropContextFields, type SnapshotSanitiser } from '../support/sanitise';

/** The emission request's payment (the card token) is never stored. */
export const sanitisePolicyEmissionSnapshot: SnapshotSanitiser =
  dropContextFields('request.payment');
