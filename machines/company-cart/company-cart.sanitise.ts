import { sanitiseCartSnapshot } from '../cart-shared/cart-sanitiser';

/** What of a company cart's snapshot may reach session storage (no card data). */
export const sanitiseCompanyCartSnapshot = sanitiseCartSnapshot;
