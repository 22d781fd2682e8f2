import { sanitiseCartSnapshot } from '../cart-shared/cart-sanitiser';

/** What of an individual cart's snapshot may reach session storage (no card data). */
export const sanitiseIndividualCartSnapshot = sanitiseCartSnapshot;
