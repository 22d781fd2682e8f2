/**
 * Every field, step and request schema, with its Spanish messages
 * (docs/behaviour/purchase/fields.md).
 */
export * from './account-fields';
export * from './account-requests';
export * from './address-fields';
export * from './cart-id';
export * from './cart-request';
export * from './cart-steps';
export * from './catalog-requests';
export * from './company-cart-steps';
export * from './consent-fields';
export * from './contact-fields';
export * from './coverage-fields';
export * from './date-fields';
export * from './email-policy';
export * from './identity-fields';
export * from './rfc-fields';
export * from './safe-text';
export * from './individual-cart-steps';
export * from './lead-failure';
export * from './lead-request';
export * from './mail-request';
export * from './messages';
export * from './payment-fields';
export * from './policy-fields';
export * from './purchase-requests';
export * from './quote-pdf-request';
export * from './quote-request';
export * from './quote-round-request';
export * from './quote-steps';
export * from './vehicle-fields';
export * from './warnings';
