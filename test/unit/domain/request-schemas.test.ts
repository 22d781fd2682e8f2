import { describe, expect, test } from 'vitest';
import {
  binInfoRequestSchema,
  createPurchaseEmailSchemas,
  emissionRequestSchema,
  emitPayRequestSchema,
  getCartQuerySchema,
  leadRequestSchema,
  payRequestSchema,
  postalLocationRequestSchema,
  promoCodeQuerySchema,
  quoteRequestSchema,
  saveCartRequestSchema,
  sendMailRequestSchema,
  signUpRequestSchema,
  vehicleByPlatesQuerySchema,
} from '../../../src/domain/validation';
import { freezeMexicoDate, messagesByField, messagesOf, outputOf } from './support';
import { insurgentesAddress } from '../../support/buyer-address';

freezeMexicoDate('2026-03-10');

const notOffered = 'Elige una de las opciones disponibles.';

describe('POST /quotation/quote', () => {
  const quote = {
    versionId: 'v-1',
    model: 2018,
    postalCode: '06600',
    personType: 'natural',
    providerCode: 'hdi',
    partnerCode: 'cotizauto',
  };

  test('missing data take the spec defaults', () => {
    expect(outputOf(quoteRequestSchema, quote)).toMatchObject({
      gender: 'male',
      birthdate: '1986-03-13',
      package: 0,
      paymentFrequency: 0,
      validity: 1,
      indemnityValue: 'commercial',
      compensationValue: 'commercial',
      hasCoveragesEdited: false,
    });
  });

  test('a company without a gender is quoted as a company', () => {
    expect(outputOf(quoteRequestSchema, { ...quote, personType: 'legal' }).gender).toBe('company');
  });

  test('the gender must agree with the person type', () => {
    expect(messagesByField(quoteRequestSchema, { ...quote, gender: 'company' })).toEqual({
      gender: ['El género es requerido'],
    });
    expect(
      messagesByField(quoteRequestSchema, { ...quote, personType: 'legal', gender: 'female' }),
    ).toEqual({
      gender: ['El género es requerido'],
    });
  });

  test.each([
    [{ indemnityValue: 'invoice', package: 1 }],
    [{ validity: 3, package: 2 }],
    [{ hasCoveragesEdited: true, package: 1 }],
  ])('a restricted quote %j asks for the comprehensive package only', (restriction) => {
    expect(messagesByField(quoteRequestSchema, { ...quote, ...restriction })).toEqual({
      package: ['Package no available'],
    });
    expect(messagesOf(quoteRequestSchema, { ...quote, ...restriction, package: 0 })).toEqual([]);
  });

  test('the invoice indemnity value carries the invoice compensation', () => {
    expect(
      outputOf(quoteRequestSchema, { ...quote, indemnityValue: 'invoice' }).compensationValue,
    ).toBe('invoice');
    expect(
      outputOf(quoteRequestSchema, { ...quote, indemnityValue: 'commercialPlus10' })
        .compensationValue,
    ).toBe('commercial');
  });

  test('customise filters stay within their ranges and fill in their initial values', () => {
    const request = outputOf(quoteRequestSchema, {
      ...quote,
      filters: { thirdDeaths: 3_000_000, roadAssistance: false },
    });
    expect(request.filters).toEqual({
      thirdDamages: 1_000_000,
      thirdDeaths: 3_000_000,
      pasengersMedicalExpenses: 200_000,
      theftDeductible: 10,
      deductibleDamage: 5,
      roadAssistance: false,
      legalDefense: true,
    });
    expect(
      messagesByField(quoteRequestSchema, {
        ...quote,
        filters: { thirdDamages: 4_000_001, deductibleDamage: 4.5 },
      }),
    ).toEqual({
      'filters.thirdDamages': [notOffered],
      'filters.deductibleDamage': [notOffered],
    });
  });

  test('edited coverages take only the values of their lists; special covers default off', () => {
    const request = outputOf(quoteRequestSchema, {
      ...quote,
      coverages: { rcThird: 1_500_000, materialDamage: 10 },
      specialCovers: { tires: true },
    });
    expect(request.coverages).toEqual({
      rcThird: 1_500_000,
      materialDamage: 10,
      theft: 10,
      rcCatastrophic: 2_000_000,
      thirdUSA: true,
    });
    expect(request.specialCovers).toMatchObject({
      tires: true,
      repairInAgency: false,
      windowPanes: false,
    });
    expect(
      messagesByField(quoteRequestSchema, { ...quote, coverages: { rcThird: 850_000, theft: 20 } }),
    ).toEqual({
      'coverages.rcThird': [notOffered],
      'coverages.theft': [notOffered],
    });
  });

  test('field messages reach the server answer, missing fields included', () => {
    expect(
      messagesByField(quoteRequestSchema, {
        ...quote,
        postalCode: undefined,
        beginDate: '2026-05-01',
        providerCode: 'axa',
      }),
    ).toEqual({
      postalCode: [
        'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
      ],
      beginDate: ['Fecha invalida'],
      providerCode: [notOffered],
    });
  });
});

const address = insurgentesAddress;
const companyClient = {
  fiscalRegime: 'company',
  companyName: 'Escuela Kemper Urgate, S.A. de C.V.',
  birthdate: '1990-03-17',
  email: 'compras@kemper.mx',
  phone: '5512345678',
  address,
};
const emission = {
  quotationId: 'q-1',
  url: 'https://cotizauto.mx/emit-cart',
  googleAnalyticsId: 'GA1.2.123.456',
  client: companyClient,
  vehicle: {
    versionId: 'v-1',
    vin: '1M8GDM9AXKP042788',
    engineNumber: 'CGA 123456',
    licensePlates: 'abc-123-d',
  },
  tin: 'EKU9003173C9',
  privacyNoticeAccepted: true,
  termsAndUsagePolicyAccepted: true,
  providerCode: 'gds',
  partnerCode: 'cotizauto',
};

describe('POST /policy/emit', () => {
  test('a complete company emission passes, normalised', () => {
    const request = outputOf(emissionRequestSchema, emission);
    expect(request.vehicle.licensePlates).toBe('ABC123D');
    expect(request.client.fiscalRegime).toBe('company');
  });

  test("the tin must belong to the client: a person's RFC for a company is refused", () => {
    expect(messagesByField(emissionRequestSchema, { ...emission, tin: 'GODE561231GR8' })).toEqual({
      tin: ['RFC incorrecto'],
    });
    expect(messagesOf(emissionRequestSchema, { ...emission, tin: 'XAXX010101000' })).toEqual([]);
  });

  test('only the emit-enabled insurers issue', () => {
    expect(messagesByField(emissionRequestSchema, { ...emission, providerCode: 'ana' })).toEqual({
      providerCode: [notOffered],
    });
  });

  test('the consents must have been given', () => {
    expect(
      messagesByField(emissionRequestSchema, { ...emission, privacyNoticeAccepted: false }),
    ).toEqual({
      privacyNoticeAccepted: ['Para continuar acepta el aviso de privacidad.'],
    });
  });

  test('the client fields answer their cart messages', () => {
    const client = {
      ...companyClient,
      companyName: ' ',
      phone: '55',
      address: { ...address, street: '' },
    };
    expect(messagesByField(emissionRequestSchema, { ...emission, client })).toEqual({
      'client.companyName': ['No has ingresado la razón social'],
      'client.phone': ['Recuerda que el número telefónico debe tener por lo menos 10 dígitos'],
      'client.address.street': ['No has ingresado la calle'],
    });
  });
});

describe('POST /policy/emit-pay and /api/policy/pay', () => {
  const payment = {
    cardToken: 'tok_4f9a8b7c6d5e',
    bank: 'banorte',
    cardType: 'credit',
    installments: 12,
  };

  test('emission plus a card token', () => {
    expect(messagesOf(emitPayRequestSchema, { ...emission, payment })).toEqual([]);
    expect(outputOf(emitPayRequestSchema, { ...emission, payment }).payment.installments).toBe(12);
  });

  test('a card number is never accepted in place of the token', () => {
    expect(
      messagesByField(emitPayRequestSchema, {
        ...emission,
        payment: { ...payment, cardToken: '4111111111111111' },
      }),
    ).toEqual({
      'payment.cardToken': ['No pudimos proteger los datos de tu tarjeta. Intenta de nuevo.'],
    });
  });

  test('months without interest need a credit card', () => {
    const body = {
      quotationId: 'q-1',
      payment: { ...payment, cardType: 'debit', installments: 6 },
      providerCode: 'hdi',
      partnerCode: 'cotizauto',
    };
    expect(messagesByField(payRequestSchema, body)).toEqual({
      'payment.installments': ['No has elegido los pagos a meses'],
    });
    expect(
      messagesOf(payRequestSchema, { ...body, payment: { ...body.payment, installments: 1 } }),
    ).toEqual([]);
  });

  test('bin lookup takes 6 to 8 digits', () => {
    expect(messagesOf(binInfoRequestSchema, { bin: '41111111' })).toEqual([]);
    expect(messagesOf(binInfoRequestSchema, { bin: '4111' })).toEqual([
      'El número de tarjeta es inválido o no lo has ingresado',
    ]);
  });
});

describe('POST /api/quotation/save-cart', () => {
  test('a cart saved part-way: every datum optional, blanks read as absent', () => {
    const cart = outputOf(saveCartRequestSchema, {
      store: { quotationStep: 2, selectedProvider: 'hdi' },
      quote: { client: { firstName: 'Emma', maternalSurname: '', phoneNumber: null } },
      partnerCode: 'cotizauto',
    });
    expect(cart.quote.client).toEqual({
      firstName: 'Emma',
      maternalSurname: undefined,
      phoneNumber: undefined,
    });
  });

  test('each datum given must be valid', () => {
    const body = {
      store: { emissionStep: -1 },
      quote: {
        vehicle: { vin: 'ABC' },
        client: { emailAddress: 'emma@kavak.com', address: { postalCode: '123' } },
        preferredBeneficiary: { tin: 'RFC' },
      },
      partnerCode: 'cotizauto',
    };
    expect(messagesByField(saveCartRequestSchema, body)).toEqual({
      'store.emissionStep': ['Existen datos incorrectos.'],
      'quote.vehicle.vin': ['El número de serie debe contener 17 caracteres'],
      'quote.client.emailAddress': ['No has ingresado un email válido'],
      'quote.client.address.postalCode': ['No has ingresado un código postal válido'],
      'quote.preferredBeneficiary.tin': ['RFC incorrecto'],
    });
  });

  test('GET /quotation/get-cart takes a cart id the server handed out', () => {
    expect(messagesOf(getCartQuerySchema, { id: '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c' })).toEqual(
      [],
    );
    for (const id of ['c-1f2e', '../etc'])
      expect(messagesOf(getCartQuerySchema, { id })).toEqual(['No pudimos recuperar el carrito.']);
  });
});

describe('users, leads and mail', () => {
  test('sign-up: first name and e-mail, or the e-mail alone; a password is never taken', () => {
    const account = {
      firstName: 'Emma',
      emailAddress: 'emma@correo.com',
      partnerCode: 'cotizauto',
    };
    expect(outputOf(signUpRequestSchema, account).branchCode).toBe('vehicle');
    expect(
      messagesOf(signUpRequestSchema, {
        emailAddress: 'emma@correo.com',
        partnerCode: 'cotizauto',
      }),
    ).toEqual([]);
    expect(
      outputOf(signUpRequestSchema, { ...account, password: 'Seguro#2026x' }),
    ).not.toHaveProperty('password');
  });

  test('lead: the group message on every wrong field', () => {
    const lead = {
      fullName: 'Emma Gómez',
      phoneNumber: '551234567',
      emailAddress: 'emma@correo.com',
      partnerCode: 'cotizauto',
    };
    expect(messagesOf(leadRequestSchema, lead)).toEqual([]);
    expect(
      messagesByField(leadRequestSchema, { ...lead, phoneNumber: '5512', emailAddress: 'emma' }),
    ).toEqual({
      phoneNumber: ['Existen datos incorrectos.'],
      emailAddress: ['Existen datos incorrectos.'],
    });
  });

  test('send-mail asks for the saved quote only: a well-formed e-mail and the cart', () => {
    const cartId = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';
    const mail = {
      mailCode: 'saved-quote',
      content: { emailAddress: 'emma@correo.com', cartId },
      partnerCode: 'cotizauto',
    };
    expect(outputOf(sendMailRequestSchema, mail).branchCode).toBe('vehicle');
    expect(
      messagesByField(sendMailRequestSchema, {
        ...mail,
        content: { emailAddress: 'emma@correo', cartId },
      }),
    ).toEqual({
      'content.emailAddress': [
        'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?',
      ],
    });
    expect(messagesOf(sendMailRequestSchema, { ...mail, mailCode: 'newsletter' })).toEqual([
      'Tipo de correo desconocido.',
    ]);
    for (const mailCode of ['policy-issued', 'account-created'])
      expect(messagesOf(sendMailRequestSchema, { ...mail, mailCode })).toEqual([
        'Tipo de correo desconocido.',
      ]);
  });
});

describe('catalogue calls that carry user data', () => {
  test('postal location', () => {
    expect(
      messagesOf(postalLocationRequestSchema, { postalCode: '06600', providerCode: 'hdi' }),
    ).toEqual([]);
    expect(messagesOf(postalLocationRequestSchema, { postalCode: '666' })).toEqual([
      'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
    ]);
  });

  test('plate lookup normalises the plates and defaults the detail type', () => {
    expect(
      outputOf(vehicleByPlatesQuerySchema, { licensePlates: 'abc-123-d', postalCode: '06600' }),
    ).toEqual({
      licensePlates: 'ABC123D',
      postalCode: '06600',
      vehicleDetailTypeCode: 'AUTO',
    });
  });

  test('promo code data', () => {
    expect(messagesOf(promoCodeQuerySchema, { promocode: '' })).toEqual(['Promocode Invalido']);
  });
});

describe('the used-car partner e-mail policy is configurable', () => {
  const schemas = createPurchaseEmailSchemas({
    rejectedDomain: 'autos.mx',
    allowedAddress: 'ventas@autos.mx',
  });

  test('the configured domain is refused except its whitelisted address', () => {
    const withEmail = (email: string) => ({ ...emission, client: { ...companyClient, email } });
    expect(messagesByField(schemas.emissionRequestSchema, withEmail('compras@autos.mx'))).toEqual({
      'client.email': ['No has ingresado un email válido'],
    });
    expect(messagesOf(schemas.emissionRequestSchema, withEmail('ventas@autos.mx'))).toEqual([]);
    expect(messagesOf(schemas.emissionRequestSchema, withEmail('compras@kavak.com'))).toEqual([]);
    expect(
      messagesOf(schemas.contactStepSchema, { email: 'x@autos.mx', phone: '5512345678' }),
    ).toEqual(['No has ingresado un email válido']);
    expect(
      messagesOf(schemas.signUpRequestSchema, { emailAddress: 'x@autos.mx', partnerCode: 'p' }),
    ).toEqual(['No has ingresado un email válido']);
  });

  test("the default policy refuses the used-car partner's own domain", () => {
    expect(
      messagesOf(signUpRequestSchema, { emailAddress: 'ana@kavak.com', partnerCode: 'p' }),
    ).toEqual(['No has ingresado un email válido']);
  });
});
