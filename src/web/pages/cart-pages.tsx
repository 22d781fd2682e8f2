import { PurchaseCartView } from '../cart/purchase-cart-view';
import { FlowPage } from '../components/flow-page';

export const EmitCartPage = () => (
  <FlowPage title="page.emitCart">
    <PurchaseCartView />
  </FlowPage>
);
export const CartPage = () => (
  <FlowPage title="page.cart">
    <PurchaseCartView />
  </FlowPage>
);
