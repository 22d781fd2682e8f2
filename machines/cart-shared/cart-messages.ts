/**
 * The purchase's error messages, word for word (docs/behaviour/purchase/emission.md, payment.md).
 */
export const cartMessages = {
  quoteError:
    'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo',
  emissionError:
    'Lo sentimos, ha ocurrido un Error desconocido en la emisión. Un ejecutivo se pondrá en contacto contigo',
  cardNumberCheck: 'Lo sentimos. Ayudanos a revisar el número de tarjeta ingresado.',
  bankNotFound: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
  /** Ours: the emission's request carries the start date, so it no longer changes. */
  startDateFixed: 'La fecha de inicio ya no puede cambiar: tu póliza se está emitiendo.',
  /** The policy-request loader's opening line (docs/behaviour/purchase/carts.md). */
  requestPolicyOpening: '¡Listo! Estuvo muy fácil ¿no?',
} as const;
