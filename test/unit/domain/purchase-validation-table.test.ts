import { describe, expect, test } from 'vitest';
import {
  addressPostalCodeSchema,
  bankSchema,
  beneficiaryCompanyNameSchema,
  beneficiaryStepSchemaFor,
  birthdateSchema,
  cardholderNameSchema,
  cardNumberSchema,
  cardRejectionMessages,
  cardTypeSchema,
  citySchema,
  companyEngineNumberSchema,
  companyNameSchema,
  companyRfcSchema,
  companySerialNumbersStepSchema,
  emailSchema,
  emissionRequestSchema,
  engineNumberSchema,
  expirationDateSchema,
  externalNumberSchema,
  firstNameSchema,
  holderStepSchema,
  individualRfcSchema,
  installmentsSchema,
  internalNumberSchema,
  invoiceDateSchema,
  invoiceFolioSchema,
  invoiceValueSchema,
  licensePlatesSchema,
  passwordSchema,
  paternalSurnameSchema,
  paymentStepSchema,
  phoneSchema,
  platesAndConsentStepSchema,
  promoCodeSchema,
  securityCodeSchema,
  startDateSchema,
  stateSchema,
  streetSchema,
  vinSchema,
} from '../../../src/domain/validation';
import { freezeMexicoDate, messagesByField, messagesOf, outputOf, type TableRow } from './support';
import { insurgentesAddress } from '../../support/buyer-address';

// Every row of the purchase fields' rules (docs/behaviour/purchase/fields.md) and the further
// rules, with today frozen at 2026-03-10.
freezeMexicoDate('2026-03-10');

const emailRequired = 'No has ingresado un email válido';
const emailFormat = 'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?';
const vinInvalid = 'No has ingresado un número de serie válido';
const vinLength = 'El número de serie debe contener 17 caracteres';

const rows: TableRow[] = [
  {
    field: 'firstName',
    schema: firstNameSchema,
    accepted: ['Emma', 'José María', 'Anne-Marie'],
    rejected: [
      ['', 'Tu nombre es necesario para la emisión de tu póliza, no olvides ponerlo.'],
      ['   ', 'Tu nombre es necesario para la emisión de tu póliza, no olvides ponerlo.'],
      ['R2D2', 'Tu nombre es necesario para la emisión de tu póliza, no olvides ponerlo.'],
    ],
  },
  {
    field: 'paternalSurname',
    schema: paternalSurnameSchema,
    accepted: ['Gómez', "O'Connor", 'De la O'],
    rejected: [
      ['', 'Tu apellido es esencial para la emisión de tu póliza, no olvides ponerlo.'],
      [undefined, 'Tu apellido es esencial para la emisión de tu póliza, no olvides ponerlo.'],
    ],
  },
  {
    field: 'Company name',
    schema: companyNameSchema,
    accepted: ['Escuela Kemper Urgate, S.A. de C.V.', '3M México'],
    rejected: [
      ['', 'No has ingresado la razón social'],
      ['  \t ', 'No has ingresado la razón social'],
    ],
  },
  {
    field: 'Beneficiary name',
    schema: beneficiaryCompanyNameSchema,
    accepted: ['Financiera Automotriz del Norte, S.A. de C.V., SOFOM, E.N.R.'],
    rejected: [
      ['', 'El nombre de tu financiera es indispensable en caso de siniestro.'],
      ['    ', 'El nombre de tu financiera es indispensable en caso de siniestro.'],
    ],
  },
  {
    field: 'birthdate',
    schema: birthdateSchema,
    accepted: ['13/03/1986', '01/01/1900'],
    rejected: [
      ['1986/03/13', 'No has ingresado una fecha válida'],
      ['30/02/1986', 'No has ingresado una fecha válida'],
      ['13/3/1986', 'No has ingresado una fecha válida'],
      ['', 'No has ingresado una fecha válida'],
    ],
  },
  {
    field: 'email',
    schema: emailSchema,
    accepted: [
      'emma.gomez+auto@correo.com.mx',
      'emma_g-1@tienda.online',
      'seguros@kavak.com',
      'SEGUROS@Kavak.com',
    ],
    rejected: [
      ['', emailRequired],
      ['emma@', emailFormat],
      ['emma@correo', emailFormat],
      ['emma@correo.m', emailFormat],
      ['emma@correo.comercial', emailFormat],
      ['emma gomez@correo.com', emailFormat],
      ['emma@kavak.com', emailRequired],
      ['emma@mx.kavak.com', emailRequired],
    ],
  },
  {
    field: 'phone',
    schema: phoneSchema,
    accepted: [
      '5512345678',
      '55 1234 5678',
      '(55) 1234-5678',
      '+52 55 1234 5678',
      '0052-5512345678',
    ],
    rejected: [
      ['+1 55 1234 5678', 'No has ingresado un teléfono válido'],
      ['', 'No has ingresado un teléfono válido'],
      ['551234567', 'Recuerda que el número telefónico debe tener por lo menos 10 dígitos'],
      ['55123456789', 'No has ingresado un teléfono válido'],
      ['55-ABC-5678', 'No has ingresado un teléfono válido'],
    ],
  },
  {
    field: 'street',
    schema: streetSchema,
    accepted: [
      'Avenida Insurgentes Sur 1605',
      'Calle Niños Héroes',
      'Av. Juárez',
      'Av. Juárez #12',
      'Carretera Federal 15, Km 3.5',
      'Priv. 16/B',
      "Callejón D'Amico",
      'Calle 5-A',
    ],
    rejected: [
      ['', 'No has ingresado la calle'],
      ['  ', 'No has ingresado la calle'],
      ['Av. Reforma @222', 'La calle solo lleva letras, números, espacios y los signos . , # / -'],
      ['#-/', 'La calle solo lleva letras, números, espacios y los signos . , # / -'],
    ],
  },
  {
    field: 'externalNumber',
    schema: externalNumberSchema,
    accepted: ['1605', '12B', '12-A', 'Km 3.5', 'S/N', '#12', 'Mz 4 Lt 7'],
    rejected: [
      ['', 'No has ingresado el número exterior'],
      ['12*', 'El número exterior lleva hasta 10 letras, números, espacios o los signos . # / -'],
      [
        'Lote 12 Manzana 4',
        'El número exterior lleva hasta 10 letras, números, espacios o los signos . # / -',
      ],
    ],
  },
  {
    field: 'internalNumber (optional; the spec shows no message, ours is asserted)',
    schema: internalNumberSchema,
    accepted: [undefined, '', '4A', 'Depto 4', 'B-2'],
    rejected: [
      ['4_A', 'El número interior lleva hasta 10 letras, números, espacios o los signos . # / -'],
    ],
  },
  {
    field: 'city',
    schema: citySchema,
    accepted: ['Benito Juárez'],
    rejected: [['', 'No has ingresado el municipio']],
  },
  {
    field: 'state',
    schema: stateSchema,
    accepted: ['Ciudad de México'],
    rejected: [['', 'No has ingresado el estado']],
  },
  {
    field: 'postalCode (address)',
    schema: addressPostalCodeSchema,
    accepted: ['03900'],
    rejected: [
      ['3900', 'No has ingresado un código postal válido'],
      ['', 'No has ingresado un código postal válido'],
    ],
  },
  {
    field: 'licensePlates',
    schema: licensePlatesSchema,
    accepted: ['ABC123D', 'abc-123-d', 'SINPLACAS'],
    rejected: [
      ['', 'No has colocado tus placas'],
      ['ABC#12', 'No has colocado tus placas'],
      ['ABCDEFGHIJK', 'No has colocado tus placas'],
    ],
  },
  {
    field: 'RFC',
    schema: companyRfcSchema,
    accepted: ['EKU9003173C9', 'ure-180429-tm6', 'XAXX010101000'],
    rejected: [
      ['', 'RFC incorrecto'],
      ['EKU9013173C9', 'RFC incorrecto'],
      ['GODE561231GR8', 'RFC incorrecto'],
    ],
  },
  {
    field: 'RFC (persona física)',
    schema: individualRfcSchema,
    accepted: ['GODE561231GR8', 'gode 561231 gr8', 'VACE460910SX6', 'XEXX010101000'],
    rejected: [
      ['GODE561232GR8', 'RFC incorrecto'],
      ['GODE5612', 'RFC incorrecto'],
      ['BUEY561231GR8', 'RFC incorrecto'],
      ['EKU9003173C9', 'RFC incorrecto'],
    ],
  },
  {
    field: 'vin',
    schema: vinSchema,
    accepted: ['1M8GDM9AXKP042788', '3n1cn7ad5kl812345', '000000000AB123456'],
    rejected: [
      ['', vinInvalid],
      ['1M8GDM9AXKP04278#', vinInvalid],
      ['1M8GDM9AXKP04278O', vinInvalid],
      ['AB123456', vinLength],
      ['1M8GDM9AXKP0427881', vinLength],
    ],
  },
  {
    field: 'engineNumber',
    schema: engineNumberSchema,
    accepted: ['CGA123456', 'hr16de7s'],
    rejected: [
      ['', 'No has ingresado un número de motor válido'],
      ['HECHO EN MEXICO', 'No has ingresado un número de motor válido'],
      ['CGA-123', 'No has ingresado un número de motor válido'],
    ],
  },
  {
    field: 'engineNumber (company variant)',
    schema: companyEngineNumberSchema,
    accepted: ['HECHO EN MEXICO', 'CGA 123456'],
    rejected: [
      ['', 'No has ingresado un número de motor válido'],
      ['CGA-123', 'No has ingresado un número de motor válido'],
    ],
  },
  {
    field: 'cardNumber',
    schema: cardNumberSchema,
    accepted: ['4111 1111 1111 1111', '5555555555554444', '3782 822463 10005'],
    rejected: [
      ['', 'El número de tarjeta es inválido o no lo has ingresado'],
      ['4111 1111 1111 1112', 'El número de tarjeta es inválido o no lo has ingresado'],
      ['411111111111111', 'El número de tarjeta es inválido o no lo has ingresado'],
      ['6011111111111117', 'El número de tarjeta es inválido o no lo has ingresado'],
    ],
  },
  {
    field: 'expirationDate',
    schema: expirationDateSchema,
    accepted: ['03 / 26', '12 / 30', '1230', '12/30', '12-2030', '3/26'],
    rejected: [
      ['02 / 26', 'Fecha de vencimiento inválida'],
      ['13 / 27', 'Fecha de vencimiento inválida'],
      ['0226', 'Fecha de vencimiento inválida'],
      ['12 / 3', 'Fecha de vencimiento inválida'],
      ['', 'Fecha de vencimiento inválida'],
    ],
  },
  {
    field: 'securityCode (cvv)',
    schema: securityCodeSchema,
    accepted: ['123', '1234'],
    rejected: [
      ['', 'No has ingresado el cvv'],
      ['12', 'No has ingresado el cvv'],
      ['12a', 'No has ingresado el cvv'],
    ],
  },
  {
    field: 'cardholderName',
    schema: cardholderNameSchema,
    accepted: ['EMMA GOMEZ DIAZ', 'E'],
    rejected: [
      ['', 'No has ingresado el nombre que aparece en la tarjeta'],
      ['  ', 'No has ingresado el nombre que aparece en la tarjeta'],
    ],
  },
  {
    field: 'bank',
    schema: bankSchema,
    accepted: ['banorte', 'BBVA_MX'],
    rejected: [
      [undefined, 'No has elegido tu banco'],
      ['', 'No has elegido tu banco'],
    ],
  },
  {
    field: 'card type',
    schema: cardTypeSchema,
    accepted: ['debit', 'credit'],
    rejected: [
      [undefined, 'No has elegido el tipo de tarjeta'],
      ['prepaid', 'No has elegido el tipo de tarjeta'],
    ],
  },
  {
    field: 'installments',
    schema: installmentsSchema,
    accepted: [1, 3, 6, 9, 12],
    rejected: [
      [undefined, 'No has elegido los pagos a meses'],
      [5, 'No has elegido los pagos a meses'],
      [18, 'No has elegido los pagos a meses'],
    ],
  },
  {
    field: 'invoiceFolio',
    schema: invoiceFolioSchema,
    accepted: ['A12345', 'FAC0001234'],
    rejected: [
      ['', 'Número de factura es requerido'],
      ['A1234', 'Número de factura es requerido'],
      ['A-12345', 'Número de factura es requerido'],
    ],
  },
  {
    field: 'invoiceDate',
    schema: invoiceDateSchema,
    accepted: ['05 / 01 / 2024', '05/01/2024', '2024-01-05'],
    rejected: [
      ['', 'Fecha de factura es requerida'],
      ['2024/01/05', 'Fecha de factura es requerida'],
      ['31 / 02 / 2024', 'Fecha de factura es requerida'],
      ['01 / 01 / 2027', 'Fecha de factura es requerida'],
    ],
  },
  {
    field: 'invoiceValue',
    schema: invoiceValueSchema,
    accepted: [350000, '350,000.00', '$ 10000'],
    rejected: [
      ['9999', 'Monto de factura es requerido'],
      [9999.99, 'Monto de factura es requerido'],
      ['', 'Monto de factura es requerido'],
      ['diez mil', 'Monto de factura es requerido'],
    ],
  },
  {
    field: 'Promo code',
    schema: promoCodeSchema,
    accepted: ['KAVAK10'],
    rejected: [['', 'Promocode Invalido']],
  },
  {
    field: 'Start date',
    schema: startDateSchema,
    accepted: ['2026-04-09'],
    rejected: [['2026-04-10', 'Fecha invalida']],
  },
  {
    field: 'Password (the spec shows no message, ours is asserted)',
    schema: passwordSchema,
    accepted: ['Seguro#2026x', 'Contraseña 1A'],
    rejected: [
      [
        'Corta#1A',
        'Tu contraseña debe tener al menos 10 caracteres, una mayúscula, un número y un carácter especial.',
      ],
      [
        'sinmayuscula#1',
        'Tu contraseña debe tener al menos 10 caracteres, una mayúscula, un número y un carácter especial.',
      ],
      [
        'SinNumero#abc',
        'Tu contraseña debe tener al menos 10 caracteres, una mayúscula, un número y un carácter especial.',
      ],
      [
        'SinEspecial123',
        'Tu contraseña debe tener al menos 10 caracteres, una mayúscula, un número y un carácter especial.',
      ],
    ],
  },
];

describe.each(rows)('purchase area, $field', ({ schema, accepted, rejected }) => {
  test.each(accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });
  test.each(rejected)('rejects %j with its message', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});

describe('purchase area, converted values', () => {
  test('the invoice date is handed on as yyyy-mm-dd whichever way it was typed', () => {
    expect(outputOf(invoiceDateSchema, '05 / 01 / 2024')).toBe('2024-01-05');
    expect(outputOf(invoiceDateSchema, '2024-01-05')).toBe('2024-01-05');
  });

  test('the invoice value becomes a number of pesos', () => {
    expect(outputOf(invoiceValueSchema, '$350,000.50')).toBe(350000.5);
  });

  test('plates, RFC and VIN are kept upper case without separators', () => {
    expect(outputOf(licensePlatesSchema, 'abc-123-d')).toBe('ABC123D');
    expect(outputOf(individualRfcSchema, 'gode-561231-gr8')).toBe('GODE561231GR8');
    expect(outputOf(vinSchema, '3n1 cn7ad5 kl812345')).toBe('3N1CN7AD5KL812345');
  });

  test('the engine number is kept upper case, the e-mail trimmed', () => {
    expect(outputOf(engineNumberSchema, ' hr16de7s ')).toBe('HR16DE7S');
    expect(outputOf(emailSchema, '  ana.lopez@correo.mx ')).toBe('ana.lopez@correo.mx');
  });

  test('the phone keeps its ten national digits, without separators or country code', () => {
    expect(outputOf(phoneSchema, '+52 (55) 1234-5678')).toBe('5512345678');
    expect(outputOf(phoneSchema, '55.1234.5678')).toBe('5512345678');
  });

  test('streets and house numbers keep their punctuation; numbers upper case, spaces single', () => {
    expect(outputOf(streetSchema, '  Av.  Juárez #12 ')).toBe('Av. Juárez #12');
    expect(outputOf(externalNumberSchema, '12-a')).toBe('12-A');
    expect(outputOf(externalNumberSchema, 'km 3.5')).toBe('KM 3.5');
    expect(outputOf(internalNumberSchema, ' ')).toBeUndefined();
  });

  test('the expiry is kept as mm / aa however it was typed', () => {
    for (const typed of ['1230', '12/30', '12 / 30', '12-2030', ' 12 /30 '])
      expect(outputOf(expirationDateSchema, typed)).toBe('12 / 30');
    expect(outputOf(expirationDateSchema, '4/27')).toBe('04 / 27');
  });
});

describe('purchase area, further rules', () => {
  const plates = {
    licensePlates: 'ABC123D',
    privacyNoticeAccepted: true,
    termsAndUsagePolicyAccepted: true,
  };

  test('the plates step needs the privacy notice and the terms with the usage policy', () => {
    expect(messagesOf(platesAndConsentStepSchema, plates)).toEqual([]);
    expect(
      messagesByField(platesAndConsentStepSchema, { ...plates, privacyNoticeAccepted: false }),
    ).toEqual({
      privacyNoticeAccepted: ['Para continuar acepta el aviso de privacidad.'],
    });
    expect(
      messagesByField(platesAndConsentStepSchema, {
        licensePlates: 'ABC123D',
        privacyNoticeAccepted: true,
      }),
    ).toEqual({
      termsAndUsagePolicyAccepted: [
        'Para continuar acepta los términos y condiciones y la política de uso.',
      ],
    });
  });

  test('the serial-number step of the company cart needs the privacy notice', () => {
    const step = { vin: '1M8GDM9AXKP042788', engineNumber: 'HECHO EN MEXICO' };
    expect(messagesByField(companySerialNumbersStepSchema, step)).toEqual({
      privacyNoticeAccepted: ['Para continuar acepta el aviso de privacidad.'],
    });
    expect(
      messagesOf(companySerialNumbersStepSchema, { ...step, privacyNoticeAccepted: true }),
    ).toEqual([]);
  });

  test('the payment step needs the privacy notice', () => {
    const card = {
      cardholderName: 'EMMA GOMEZ',
      cardNumber: '4111111111111111',
      expirationDate: '12 / 28',
      securityCode: '123',
      bank: 'banorte',
      cardType: 'credit',
      installments: 1,
    };
    expect(messagesByField(paymentStepSchema, card)).toEqual({
      privacyNoticeAccepted: ['Para continuar acepta el aviso de privacidad.'],
    });
  });

  const tooLong = 'F'.repeat(69);
  const mapfreMessage =
    'Ha excedido el número de caracteres permitidos para el nombre del beneficiario preferente. El límite máximo de caracteres permitido es de 68.';

  test('Mapfre takes a beneficiary company name of 68 characters, not 69', () => {
    const lender = { fiscalRegime: 'company', tin: 'EKU9003173C9' };
    expect(
      messagesOf(beneficiaryStepSchemaFor('mapfre'), { ...lender, companyName: 'F'.repeat(68) }),
    ).toEqual([]);
    expect(
      messagesByField(beneficiaryStepSchemaFor('mapfre'), { ...lender, companyName: tooLong }),
    ).toEqual({
      companyName: [mapfreMessage],
    });
    expect(
      messagesOf(beneficiaryStepSchemaFor('hdi'), { ...lender, companyName: tooLong }),
    ).toEqual([]);
  });

  const emission = {
    quotationId: 'q-123',
    url: 'https://cotizauto.mx/cart',
    client: {
      fiscalRegime: 'individual',
      firstName: 'Emma',
      paternalSurname: 'Gómez',
      email: 'emma@correo.com',
      phone: '5512345678',
      address: insurgentesAddress,
    },
    vehicle: { versionId: 'v-1', vin: '1M8GDM9AXKP042788' },
    privacyNoticeAccepted: true,
    termsAndUsagePolicyAccepted: true,
    providerCode: 'mapfre',
    partnerCode: 'cotizauto',
  };

  test('Mapfre emission refuses a 69-character beneficiary name on that field', () => {
    const body = {
      ...emission,
      beneficiary: { fiscalRegime: 'company', companyName: tooLong, tin: 'EKU9003173C9' },
    };
    expect(messagesByField(emissionRequestSchema, body)).toEqual({
      'beneficiary.companyName': [mapfreMessage],
    });
    expect(messagesOf(emissionRequestSchema, { ...body, providerCode: 'hdi' })).toEqual([]);
  });

  test('missing data at emission take the defaults; an absent maternal surname is allowed', () => {
    const request = outputOf(emissionRequestSchema, emission);
    expect(request.tin).toBe('XAXX010101000');
    expect(request.vehicle.engineNumber).toBe('HECHO EN MEXICO');
    expect(request.vehicle.licensePlates).toBe('SINPLACAS');
    // Birth date and gender stay absent here: the emission record gives them their defaults and
    // marks them as defaulted on the policy (test/server/policies/policy-document.test.ts).
    expect(request.client).not.toHaveProperty('birthdate');
    expect(request.client).not.toHaveProperty('gender');
    expect(request.client).not.toHaveProperty('maternalSurname', expect.anything());
  });

  test('the maternal surname may be absent only with "only one surname"', () => {
    const holder = { firstName: 'Emma', paternalSurname: 'Gómez' };
    expect(messagesByField(holderStepSchema, holder)).toEqual({
      maternalSurname: [
        'Tu apellido es esencial para la emisión de tu póliza, no olvides ponerlo.',
      ],
    });
    expect(
      outputOf(holderStepSchema, { ...holder, maternalSurname: 'Díaz', onlyOneSurname: true })
        .maternalSurname,
    ).toBeUndefined();
    expect(outputOf(holderStepSchema, { ...holder, maternalSurname: 'Díaz' }).maternalSurname).toBe(
      'Díaz',
    );
  });

  test("the gateway rejection texts for expiry and security code are the spec's", () => {
    expect(cardRejectionMessages).toEqual({
      expiry:
        'Oops! ¿Puedes revisar que hayas colocado bien la fecha de vencimiento de tu tarjeta?',
      securityCode: 'A todos nos pasa! Tenemos un error en el código de seguridad...',
    });
  });
});
