import { describe, expect, test } from 'vitest';
import {
  birthdateSchema,
  editPostalCodeSchema,
  genderSchema,
  leadEmailSchema,
  leadNameSchema,
  leadPhoneSchema,
  leadStepSchema,
  modelYearSchema,
  promoCodeSchema,
  quotePostalCodeSchema,
  startDateSchema,
  vehicleSearchSchema,
  vehicleStepSchema,
  birthDateStepSchema,
} from '../../../src/domain/validation';
import { freezeMexicoDate, messagesByField, messagesOf, outputOf, type TableRow } from './support';

// Every rule of the quote area's fields (docs/behaviour/quote/wizard.md), with today frozen at
// 2026-03-10.
freezeMexicoDate('2026-03-10');

const group = 'Existen datos incorrectos.';

const rows: TableRow[] = [
  {
    field: 'Vehicle',
    schema: vehicleSearchSchema,
    accepted: ['Versa', 'Nissan March'],
    rejected: [
      ['', 'No has ingresado algún auto'],
      ['   ', 'No has ingresado algún auto'],
      [undefined, 'No has ingresado algún auto'],
    ],
  },
  {
    field: 'Model (edit)',
    schema: modelYearSchema,
    accepted: [2018, '2020', 2015],
    rejected: [
      [undefined, 'El modelo es requerido'],
      ['', 'El modelo es requerido'],
      ['18', 'El modelo es requerido'],
      ['dos mil', 'El modelo es requerido'],
    ],
  },
  {
    field: 'postalCode (quote)',
    schema: quotePostalCodeSchema,
    accepted: ['06600', '44100', '97000'],
    rejected: [
      ['0660', 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?'],
      ['066001', 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?'],
      ['06a00', 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?'],
      ['00500', 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?'],
      ['', 'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?'],
    ],
  },
  {
    field: 'postalCode (edit quote)',
    schema: editPostalCodeSchema,
    accepted: ['06600', ' 64000 '],
    rejected: [
      ['', 'El código postal es requerido'],
      ['6400', 'El código postal es requerido'],
      ['64 000', 'El código postal es requerido'],
    ],
  },
  {
    field: 'Gender (edit)',
    schema: genderSchema,
    accepted: ['male', 'female', 'company'],
    rejected: [
      [undefined, 'El género es requerido'],
      ['', 'El género es requerido'],
      ['hombre', 'El género es requerido'],
    ],
  },
  {
    field: 'Birth date (edit)',
    schema: birthdateSchema,
    accepted: ['13/03/1986', '29/02/2000', '10/03/2026'],
    rejected: [
      ['', 'No has ingresado una fecha válida'],
      ['1986-03-13', 'No has ingresado una fecha válida'],
      ['13-03-1986', 'No has ingresado una fecha válida'],
      ['31/02/1990', 'No has ingresado una fecha válida'],
      ['11/03/2026', 'No has ingresado una fecha válida'],
      ['01/01/1899', 'No has ingresado una fecha válida'],
    ],
  },
  {
    field: 'Lead name',
    schema: leadNameSchema,
    accepted: ['Emma Gómez'],
    rejected: [
      ['', group],
      ['   ', group],
    ],
  },
  {
    field: 'Lead phone',
    schema: leadPhoneSchema,
    accepted: ['551234567', '55 1234 5678'],
    rejected: [
      ['55123456', group],
      ['55-ABC-5678', group],
      ['', group],
    ],
  },
  {
    field: 'Lead e-mail',
    schema: leadEmailSchema,
    accepted: ['emma@example.com', 'emma.gomez+seguro@correo.com.mx', 'emma@tienda.online'],
    rejected: [
      ['emma@', group],
      ['emma@example', group],
      ['emma@example.c', group],
      ['emma@example.company', group],
      ['', group],
    ],
  },
  {
    field: 'Promo code',
    schema: promoCodeSchema,
    accepted: ['AS_LEADS', 'K', 'BUENFIN-2026'],
    rejected: [
      ['', 'Promocode Invalido'],
      [undefined, 'Promocode Invalido'],
    ],
  },
  {
    field: 'Start date',
    schema: startDateSchema,
    accepted: ['2026-03-10', '2026-03-25', '2026-04-09'],
    rejected: [
      ['2026-03-09', 'Fecha invalida'],
      ['2026-04-10', 'Fecha invalida'],
      ['10/03/2026', 'Fecha invalida'],
      ['2026-02-30', 'Fecha invalida'],
    ],
  },
];

describe.each(rows)('quote area, $field', ({ schema, accepted, rejected }) => {
  test.each(accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });
  test.each(rejected)('rejects %j with its message', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});

describe('quote area, rows checked on their step', () => {
  test('Brand and model: typing is not enough, a suggestion must be picked', () => {
    expect(messagesByField(vehicleStepSchema, { vehicleSearch: 'Versa' })).toEqual({
      subbrandId: ['¡Ups! No te olvides de seleccionar marca y modelo'],
    });
    expect(
      messagesOf(vehicleStepSchema, { vehicleSearch: 'Versa', subbrandId: 'nissan-versa' }),
    ).toEqual([]);
  });

  test.each([
    [{ dayOfBirth: '1', monthOfBirth: '03', yearOfBirth: '1986' }, 'dayOfBirth'],
    [{ dayOfBirth: '13', monthOfBirth: '3', yearOfBirth: '1986' }, 'monthOfBirth'],
    [{ dayOfBirth: '13', monthOfBirth: '03', yearOfBirth: '86' }, 'yearOfBirth'],
    [{ dayOfBirth: '1a', monthOfBirth: '03', yearOfBirth: '1986' }, 'dayOfBirth'],
    [{ dayOfBirth: '31', monthOfBirth: '02', yearOfBirth: '1990' }, 'dayOfBirth'],
    [{ dayOfBirth: '11', monthOfBirth: '03', yearOfBirth: '2026' }, 'dayOfBirth'],
  ])('Birth date parts %j are refused on %s', (parts, field) => {
    expect(messagesByField(birthDateStepSchema, parts)).toEqual({
      [field]: ['El formato de la fecha no es válido.'],
    });
  });

  test('Birth date parts that make a real date give the ISO birth date', () => {
    const step = outputOf(birthDateStepSchema, {
      dayOfBirth: '13',
      monthOfBirth: '03',
      yearOfBirth: '1986',
    });
    expect(step.birthdate).toBe('1986-03-13');
  });

  test('the lead step shows the one group message on every wrong field', () => {
    const fields = messagesByField(leadStepSchema, {
      asLeadsName: ' ',
      asLeadsPhone: '1234',
      asLeadsEmail: 'x@y',
    });
    expect(fields).toEqual({ asLeadsName: [group], asLeadsPhone: [group], asLeadsEmail: [group] });
  });
});
