/** The company cart reads only the selectors both carts share. */
export * from '../cart-shared/cart.selectors';
