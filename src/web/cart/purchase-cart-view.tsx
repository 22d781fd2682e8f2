import { Grid } from '@mantine/core';
import { selectRunningCart } from '../../../machines/app/app.selectors';
import { useApp } from '../flow-hooks/use-app';
import { CartPurchaseSummary } from './cart-purchase-summary';
import { CompanyCartView } from './company-cart-view';
import { IndividualCartView } from './individual-cart-view';
import { NoCart } from './no-cart';

/** The cart the app runs for this buyer (individual or company), with the purchase summary. */
export function PurchaseCartView() {
  const cart = useApp(selectRunningCart);
  if (!cart) return <NoCart />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <CartPurchaseSummary cart={cart} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        {cart === 'company' ? <CompanyCartView /> : <IndividualCartView />}
      </Grid.Col>
    </Grid>
  );
}
