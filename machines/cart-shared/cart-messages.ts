/** The purchase area's error catalogue (section 8), word for word. */
export const cartMessages = {
  quoteError:
    'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo',
  emissionError:
    'Lo sentimos, ha ocurrido un Error desconocido en la emisión. Un ejecutivo se pondrá en contacto contigo',
  cardNumberCheck: 'Lo sentimos. Ayudanos a revisar el número de tarjeta ingresado.',
  bankNotFound: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
  /** The policy-request loader's opening line (section 2, step 12). */
  requestPolicyOpening: '¡Listo! Estuvo muy fácil ¿no?',
} as const;
