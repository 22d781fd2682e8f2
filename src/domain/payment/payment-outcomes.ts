import { messages } from '../validation/messages';

/**
 * Why the payment gateway turns a card down, and the words the cart shows for each
 * (docs/behaviour/purchase/payment.md#when-the-charge-is-refused). The original gives the
 * card-number and bank texts; for a card not valid for this
 * purchase or of a type the insurer does not allow it says only that both apologise and ask
 * for another payment method, so those sentences are ours.
 */
export const cardDeclineReasons = [
  'declined',
  'insufficientFunds',
  'notValidForInsurer',
  'cardTypeNotAllowed',
  'bankMismatch',
  'tokenInvalid',
] as const;
export type CardDeclineReason = (typeof cardDeclineReasons)[number];

export const cardDeclineMessages: Readonly<Record<CardDeclineReason, string>> = {
  declined:
    'Lo sentimos, tu banco rechazó el cargo a esta tarjeta. Por favor intenta con otro método de pago.',
  insufficientFunds:
    'Lo sentimos, tu tarjeta no tiene fondos suficientes para esta compra. Por favor intenta con otro método de pago.',
  notValidForInsurer:
    'Lo sentimos, esta tarjeta no es válida para esta compra. Por favor intenta con otro método de pago.',
  cardTypeNotAllowed:
    'Lo sentimos, la aseguradora no acepta este tipo de tarjeta. Por favor intenta con otro método de pago.',
  bankMismatch: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
  tokenInvalid: messages.cardToken,
};

/** The payment step's field each refusal points at. */
export const cardDeclineFields: Readonly<Record<CardDeclineReason, string>> = {
  declined: 'cardNumber',
  insufficientFunds: 'cardNumber',
  notValidForInsurer: 'cardNumber',
  cardTypeNotAllowed: 'cardType',
  bankMismatch: 'bank',
  tokenInvalid: 'cardNumber',
};

/**
 * The card number check (docs/behaviour/purchase/payment.md#protecting-the-card), for a number the
 * gateway cannot tokenise.
 */
export const cardNumberCheckMessage =
  'Lo sentimos. Ayudanos a revisar el número de tarjeta ingresado.';

/**
 * The emission error (docs/behaviour/purchase/emission.md#when-it-goes-wrong): the insurer failed;
 * an executive follows up.
 */
export const emissionErrorMessage =
  'Lo sentimos, ha ocurrido un Error desconocido en la emisión. Un ejecutivo se pondrá en contacto contigo';

/** Ours: the offer countdown ran out before the buyer paid. */
export const quotationExpiredMessage =
  'La oferta de esta cotización expiró. Vuelve a cotizar para ver el precio vigente.';

/** Ours: the quotation's promo code was voided or withdrawn after it was quoted. */
export const promoWithdrawnMessage =
  'El código promocional de esta cotización ya no está vigente. Vuelve a cotizar para ver el precio vigente.';

/** Ours: a promo that skips payment is the only way to emit without a card. */
export const paymentRequiredMessage =
  'Esta cotización requiere el pago con tarjeta para emitir la póliza.';
