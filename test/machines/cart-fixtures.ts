/** The carts' sample data now lives beside the machines (the /flows QA paths use it too). */
export * from '../../machines/cart-shared/cart-fixtures';
