import { selectRunningCart } from '../../../machines/app/app.selectors';
import { useApp } from '../machines/use-app';
import { CompanyCartView } from './company-cart-view';
import { IndividualCartView } from './individual-cart-view';
import { NoCart } from './no-cart';

/** The cart the app runs for this buyer: the individual or the company one. */
export function PurchaseCartView() {
  const cart = useApp(selectRunningCart);
  if (cart === 'company') return <CompanyCartView />;
  if (cart === 'individual') return <IndividualCartView />;
  return <NoCart />;
}
