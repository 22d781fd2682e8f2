import { describe, expect, test } from 'vitest';
import { generateCompanyRfc, generateIndividualRfc } from '../../../src/domain/rfc';
import {
  addressStepSchema,
  beneficiaryStepSchema,
  companyCartSteps,
  companyRfcStepSchema,
  contactStepSchema,
  customiseStepSchema,
  editQuoteSchema,
  individualCartSteps,
  individualRfcStepSchema,
  invoiceStepSchema,
  paymentStepSchema,
  platesStepSchema,
  quoteCartSchema,
  versionAndFinancingStepSchema,
} from '../../../src/domain/validation';
import { freezeMexicoDate, messagesByField, messagesOf, outputOf } from './support';

freezeMexicoDate('2026-03-10');

describe('plates', () => {
  test('"no plates" stands for SINPLACAS', () => {
    expect(outputOf(platesStepSchema, { hasNoPlates: true }).licensePlates).toBe('SINPLACAS');
    expect(
      outputOf(platesStepSchema, { hasNoPlates: true, licensePlates: 'ABC123D' }).licensePlates,
    ).toBe('SINPLACAS');
  });

  test('otherwise the plates are required', () => {
    expect(messagesByField(platesStepSchema, {})).toEqual({
      licensePlates: ['No has colocado tus placas'],
    });
    expect(outputOf(platesStepSchema, { licensePlates: 'abc 123 d' }).licensePlates).toBe(
      'ABC123D',
    );
  });
});

describe('card payment', () => {
  const visa = {
    cardholderName: 'EMMA GOMEZ',
    cardNumber: '4111 1111 1111 1111',
    expirationDate: '12 / 28',
    securityCode: '123',
    bank: 'banorte',
    cardType: 'credit',
    installments: 12,
    privacyNoticeAccepted: true,
  };

  test('a complete credit card with 12 months without interest', () => {
    expect(messagesOf(paymentStepSchema, visa)).toEqual([]);
  });

  test("the security code has the brand's length: Amex 4, the others 3", () => {
    const amex = { ...visa, cardNumber: '3782 822463 10005' };
    expect(messagesByField(paymentStepSchema, amex)).toEqual({
      securityCode: ['No has ingresado el cvv'],
    });
    expect(messagesOf(paymentStepSchema, { ...amex, securityCode: '1234' })).toEqual([]);
    expect(messagesByField(paymentStepSchema, { ...visa, securityCode: '1234' })).toEqual({
      securityCode: ['No has ingresado el cvv'],
    });
  });

  test('a wrong card number shows one message, not a security-code one too', () => {
    expect(
      messagesByField(paymentStepSchema, { ...visa, cardNumber: '4111', securityCode: '1234' }),
    ).toEqual({
      cardNumber: ['El número de tarjeta es inválido o no lo has ingresado'],
    });
  });

  test('a debit card pays in one charge', () => {
    expect(messagesByField(paymentStepSchema, { ...visa, cardType: 'debit' })).toEqual({
      installments: ['No has elegido los pagos a meses'],
    });
    expect(messagesOf(paymentStepSchema, { ...visa, cardType: 'debit', installments: 1 })).toEqual(
      [],
    );
  });
});

describe('beneficiary', () => {
  test('a lender who is a person gives names, birth date and a personal RFC', () => {
    const person = {
      fiscalRegime: 'individual',
      firstName: 'Emma',
      paternalSurname: 'Gómez',
      birthdate: '31/12/1956',
      tin: 'GODE561231GR8',
    };
    expect(outputOf(beneficiaryStepSchema, person)).toMatchObject({
      birthdate: '1956-12-31',
      tin: 'GODE561231GR8',
    });
    expect(
      messagesByField(beneficiaryStepSchema, { ...person, firstName: '', tin: 'EKU9003173C9' }),
    ).toEqual({
      firstName: ['El nombre de tu financiera es indispensable en caso de siniestro.'],
      tin: ['RFC incorrecto'],
    });
  });

  test('a lender who is a company gives a company RFC', () => {
    expect(
      messagesByField(beneficiaryStepSchema, {
        fiscalRegime: 'company',
        companyName: 'Financiera',
        tin: 'GODE561231GR8',
      }),
    ).toEqual({
      tin: ['RFC incorrecto'],
    });
  });

  test('the beneficiary step follows the insurer in both carts', () => {
    const lender = { fiscalRegime: 'company', companyName: 'F'.repeat(69), tin: 'EKU9003173C9' };
    expect(messagesOf(individualCartSteps('mapfre').beneficiary, lender)).toHaveLength(1);
    expect(messagesOf(companyCartSteps('mapfre').beneficiary, lender)).toHaveLength(1);
    expect(messagesOf(individualCartSteps('gds').beneficiary, lender)).toEqual([]);
  });
});

describe('shared cart steps', () => {
  test('every missing address field answers its own message', () => {
    expect(messagesByField(addressStepSchema, {})).toEqual({
      street: ['No has ingresado la calle'],
      externalNumber: ['No has ingresado el número exterior'],
      postalCode: ['No has ingresado un código postal válido'],
      city: ['No has ingresado el municipio'],
      state: ['No has ingresado el estado'],
      neighborhoodId: ['No has elegido tu colonia'],
    });
  });

  test('contact: e-mail and phone', () => {
    expect(messagesByField(contactStepSchema, { email: '', phone: '' })).toEqual({
      email: ['No has ingresado un email válido'],
      phone: ['No has ingresado un teléfono válido'],
    });
  });

  test('the version is required; financing is No unless switched on', () => {
    expect(outputOf(versionAndFinancingStepSchema, { versionId: 'v-1' }).hasFinancing).toBe(false);
    expect(messagesByField(versionAndFinancingStepSchema, { hasFinancing: true })).toEqual({
      versionId: ['No has elegido la versión de tu vehículo'],
    });
  });

  test('invoice data are converted for the API', () => {
    expect(
      outputOf(invoiceStepSchema, {
        invoiceFolio: 'FAC123456',
        invoiceDate: '15 / 01 / 2026',
        invoiceValue: '389,900',
      }),
    ).toEqual({
      invoiceFolio: 'FAC123456',
      invoiceDate: '2026-01-15',
      invoiceValue: 389900,
    });
  });
});

describe('generated RFCs prefill the RFC steps', () => {
  test('the company cart accepts the RFC generated from the company name and constitution date', () => {
    const rfc = generateCompanyRfc({
      companyName: 'Transportes Rápidos del Bajío, S.A. de C.V.',
      constitutionDate: '2011-07-04',
    });
    expect(rfc).toMatch(/^TRB110704/);
    expect(messagesOf(companyRfcStepSchema, { rfc })).toEqual([]);
  });

  test('the individual cart accepts the RFC generated from the names and birth date', () => {
    const rfc = generateIndividualRfc({
      firstName: 'María José',
      paternalSurname: 'de la Fuente',
      maternalSurname: 'Ñúñez',
      birthdate: '1990-02-28',
    });
    expect(rfc).toMatch(/^FUÑJ900228/);
    expect(messagesOf(individualRfcStepSchema, { rfc })).toEqual([]);
  });
});

describe('quote area steps', () => {
  test('the quote-cart page: postal code, birth or constitution date, and Hombre, Mujer or Empresa', () => {
    expect(
      outputOf(quoteCartSchema, {
        postalCode: '06600',
        birthdate: '17/03/1990',
        gender: 'company',
      }),
    ).toEqual({
      postalCode: '06600',
      birthdate: '1990-03-17',
      gender: 'company',
    });
  });

  test('the edit-quote modal answers its own messages', () => {
    expect(messagesByField(editQuoteSchema, {})).toEqual({
      vehicleSearch: ['No has ingresado algún auto'],
      subbrandId: ['¡Ups! No te olvides de seleccionar marca y modelo'],
      model: ['El modelo es requerido'],
      postalCode: ['El código postal es requerido'],
      gender: ['El género es requerido'],
      birthdate: ['No has ingresado una fecha válida'],
    });
  });

  test('the customise sidebar starts from the initial values', () => {
    const customise = outputOf(customiseStepSchema, {
      filters: {},
      coverages: {},
      specialCovers: {},
    });
    expect(customise.filters.thirdDamages).toBe(1_000_000);
    expect(customise.coverages.rcCatastrophic).toBe(2_000_000);
    expect(Object.values(customise.specialCovers).every((on) => on === false)).toBe(true);
  });
});
