/**
 * Field messages, word for word from the product's validation rules
 * (docs/behaviour/quote/wizard.md, docs/behaviour/purchase/fields.md). Messages the original does
 * not give are marked "ours" and written in the same voice (docs/behaviour/choices.md).
 */
export const messages = {
  // The quote area (docs/behaviour/quote/wizard.md).
  vehicleRequired: 'No has ingresado algún auto',
  brandAndModelRequired: '¡Ups! No te olvides de seleccionar marca y modelo',
  modelRequired: 'El modelo es requerido',
  quotePostalCode: 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
  editPostalCode: 'El código postal es requerido',
  genderRequired: 'El género es requerido',
  birthDatePartsFormat: 'El formato de la fecha no es válido.',
  dateInvalid: 'No has ingresado una fecha válida',
  leadGroup: 'Existen datos incorrectos.',
  promoCode: 'Promocode Invalido',
  startDate: 'Fecha invalida',
  /** Ours: the usage policy's minimum age. */
  buyerUnderAge: 'Debes tener al menos 18 años para cotizar tu seguro.',
  /** Ours: the leads channel (AS_LEADS) cannot change its quote. */
  quoteEditingLocked: 'Esta cotización no se puede modificar.',

  // The purchase area (docs/behaviour/purchase/fields.md).
  firstName: 'Tu nombre es necesario para la emisión de tu póliza, no olvides ponerlo.',
  surname: 'Tu apellido es esencial para la emisión de tu póliza, no olvides ponerlo.',
  companyName: 'No has ingresado la razón social',
  beneficiaryName: 'El nombre de tu financiera es indispensable en caso de siniestro.',
  mapfreBeneficiaryNameTooLong:
    'Ha excedido el número de caracteres permitidos para el nombre del beneficiario preferente. El límite máximo de caracteres permitido es de 68.',
  emailRequired: 'No has ingresado un email válido',
  emailFormat: 'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?',
  phoneInvalid: 'No has ingresado un teléfono válido',
  phoneTooShort: 'Recuerda que el número telefónico debe tener por lo menos 10 dígitos',
  street: 'No has ingresado la calle',
  externalNumber: 'No has ingresado el número exterior',
  city: 'No has ingresado el municipio',
  state: 'No has ingresado el estado',
  addressPostalCode: 'No has ingresado un código postal válido',
  licensePlatesRequired: 'No has colocado tus placas',
  licensePlatesHint: 'Las placas de tu vehículo son indispensables para que tu seguro te ampare.',
  rfc: 'RFC incorrecto',
  vinInvalid: 'No has ingresado un número de serie válido',
  vinLength: 'El número de serie debe contener 17 caracteres',
  engineNumber: 'No has ingresado un número de motor válido',
  cardNumber: 'El número de tarjeta es inválido o no lo has ingresado',
  expirationDate: 'Fecha de vencimiento inválida',
  securityCode: 'No has ingresado el cvv',
  cardholderName: 'No has ingresado el nombre que aparece en la tarjeta',
  bank: 'No has elegido tu banco',
  cardType: 'No has elegido el tipo de tarjeta',
  installments: 'No has elegido los pagos a meses',
  invoiceFolio: 'Número de factura es requerido',
  invoiceDate: 'Fecha de factura es requerida',
  invoiceValue: 'Monto de factura es requerido',

  // Ours: the specs name the rule but show no message.
  personType: 'Elige si eres persona física o moral.',
  streetFormat: 'La calle solo lleva letras, números, espacios y los signos . , # / -',
  externalNumberFormat:
    'El número exterior lleva hasta 10 letras, números, espacios o los signos . # / -',
  internalNumber:
    'El número interior lleva hasta 10 letras, números, espacios o los signos . # / -',
  neighborhood: 'No has elegido tu colonia',
  version: 'No has elegido la versión de tu vehículo',
  password:
    'Tu contraseña debe tener al menos 10 caracteres, una mayúscula, un número y un carácter especial.',
  privacyNotice: 'Para continuar acepta el aviso de privacidad.',
  termsAndUsagePolicy: 'Para continuar acepta los términos y condiciones y la política de uso.',
  choiceNotOffered: 'Elige una de las opciones disponibles.',
  invalidRequest: 'Existen datos incorrectos.',
  /** Ours: NUL, other control characters or a lone surrogate in any text (safe-text.ts). */
  unsafeText: 'El texto contiene caracteres no válidos.',
  unknownMailCode: 'Tipo de correo desconocido.',
  cardToken: 'No pudimos proteger los datos de tu tarjeta. Intenta de nuevo.',
} as const;

/**
 * Texts the cart shows when the payment gateway turns a card down
 * (docs/behaviour/purchase/payment.md).
 */
export const cardRejectionMessages = {
  expiry: 'Oops! ¿Puedes revisar que hayas colocado bien la fecha de vencimiento de tu tarjeta?',
  securityCode: 'A todos nos pasa! Tenemos un error en el código de seguridad...',
} as const;

/** Warnings: the value is accepted, but the visitor is asked to look again (ours). */
export const warnings = {
  rfcCheckDigit:
    'Revisa tu RFC: su último carácter no coincide con el cálculo del SAT. Si así aparece en tu constancia fiscal, puedes continuar.',
  vinCheckDigit:
    'Revisa tu número de serie: el carácter de la posición 9 no coincide con el cálculo de verificación. Si así aparece en tu tarjeta de circulación, puedes continuar.',
  vinPadding:
    'Si tu número de serie tiene menos de 17 caracteres, complétalo con ceros a la izquierda.',
} as const;
