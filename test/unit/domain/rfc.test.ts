import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  analyzeRfc,
  generateCompanyRfc,
  generateIndividualRfc,
  hasCheckDigitMismatch,
  homoclave,
  individualNameKey,
  isRfcOf,
  rfcCheckDigit,
} from '../../../src/domain/rfc';
import { avoidInconvenientWord } from '../../../src/domain/rfc/individual';
import { romanNumeralValue, spanishNumberWords } from '../../../src/domain/rfc/spanish-numbers';
import { companyRfcSchema, individualRfcSchema, rfcWarning } from '../../../src/domain/validation';
import { messagesOf } from './support';

describe('published examples', () => {
  test('GÓMEZ DÍAZ EMMA, born 1956-12-31, is GODE561231GR8 (homoclave GR)', () => {
    expect(homoclave('GOMEZ DIAZ EMMA')).toBe('GR');
    expect(
      generateIndividualRfc({
        firstName: 'Emma',
        paternalSurname: 'Gómez',
        maternalSurname: 'Díaz',
        birthdate: '1956-12-31',
      }),
    ).toBe('GODE561231GR8');
  });

  test.each([
    ['GODE561231GR', '8'],
    ['MAB9307148T', '4'],
    ['EKU9003173C', '9'],
    ['URE180429TM', '6'],
    ['PME380607P3', '5'],
  ])('the check digit of %s is %s', (rfc, digit) => {
    expect(rfcCheckDigit(rfc)).toBe(digit);
  });
});

describe('persona física letters', () => {
  test.each([
    ['Juan', 'Barrios', 'Fernández', 'BAFJ'],
    ['Eva', 'Iriarte', 'Méndez', 'IIME'],
    ['Manuel', 'Chávez', 'González', 'CAGM'],
    ['Dolores', 'San Martín', 'Dávalos', 'SADD'],
    ['Mario', 'Sánchez de la Barquera', 'Gómez', 'SAGM'],
    ['Antonio', 'Jiménez', 'Ponce de León', 'JIPA'],
    ['Fernando', 'Ñemez', 'Ñoz', 'ÑEÑF'],
    ['Łukasz', 'Kowalski', 'Nowak', 'KONL'],
    ['Søren', 'Ødegaard', 'Straße', 'OESS'],
    ['Ægir', 'Þórsson', 'Œhler', 'TOOA'],
  ])('%s %s %s gives %s', (firstName, paternalSurname, maternalSurname, key) => {
    expect(individualNameKey({ firstName, paternalSurname, maternalSurname })).toBe(key);
  });

  test.each([
    ['José Antonio', 'Camargo', 'Hernández', 'CAHA'],
    ['María Luisa', 'Ramírez', 'Sánchez', 'RASL'],
    ['Ma. Elena', 'Ramírez', 'Sánchez', 'RASE'],
    ['María de Guadalupe', 'Hernández', 'von Räutlingen', 'HERG'],
    ['Luz María', 'Fernández', 'Juárez', 'FEJL'],
    ['María', 'Fernández', 'Juárez', 'FEJM'],
  ])(
    'MARÍA and JOSÉ are skipped when another name follows: %s %s %s gives %s',
    (firstName, paternalSurname, maternalSurname, key) => {
      expect(individualNameKey({ firstName, paternalSurname, maternalSurname })).toBe(key);
    },
  );

  test('particles of a surname are skipped, leaving a one-letter surname', () => {
    expect(
      individualNameKey({
        firstName: 'Alvaro',
        paternalSurname: 'De la O',
        maternalSurname: 'Lozano',
      }),
    ).toBe('OLAL');
  });

  test('a one- or two-letter paternal surname takes the maternal initial and two letters of the name', () => {
    expect(
      individualNameKey({ firstName: 'Ernesto', paternalSurname: 'Ek', maternalSurname: 'Rivera' }),
    ).toBe('ERER');
  });

  test('one surname takes its first two letters and the first two of the name', () => {
    expect(individualNameKey({ firstName: 'Julio', paternalSurname: 'Ek' })).toBe('EKJU');
    expect(
      individualNameKey({ firstName: 'Luis', paternalSurname: 'Bárcenas', maternalSurname: '' }),
    ).toBe('BALU');
    expect(individualNameKey({ firstName: 'Ernesto', paternalSurname: 'Schmidt' })).toBe('SCER');
  });

  test('a surname without an inner vowel gives X', () => {
    expect(
      individualNameKey({ firstName: 'Ana', paternalSurname: 'Sch', maternalSurname: 'López' }),
    ).toBe('SXLA');
  });

  test('inconvenient words end in X', () => {
    expect(
      individualNameKey({
        firstName: 'Ernesto',
        paternalSurname: 'Martínez',
        maternalSurname: 'Mejía',
      }),
    ).toBe('MAMX');
    expect(
      individualNameKey({
        firstName: 'Yolanda',
        paternalSurname: 'Buendía',
        maternalSurname: 'Esparza',
      }),
    ).toBe('BUEX');
    expect(avoidInconvenientWord('PUTO')).toBe('PUTX');
    expect(avoidInconvenientWord('PATO')).toBe('PATO');
  });

  test('names without letters give no RFC', () => {
    expect(
      generateIndividualRfc({
        firstName: '...',
        paternalSurname: 'Gómez',
        birthdate: '1990-01-01',
      }),
    ).toBeUndefined();
  });
});

describe('numbers in company names', () => {
  test.each([
    [21, ['VEINTIUNO']],
    [32, ['TREINTA', 'Y', 'DOS']],
    [100, ['CIEN']],
    [101, ['CIENTO', 'UNO']],
    [1000, ['MIL']],
    [21_000, ['VEINTIUN', 'MIL']],
    [501_015, ['QUINIENTOS', 'UN', 'MIL', 'QUINCE']],
    [1_000_000, []],
  ])('%i is read as %j', (value, words) => {
    expect(spanishNumberWords(value)).toEqual(words);
  });

  test.each([
    ['XIV', 14],
    ['IX', 9],
    ['XXXIX', 39],
    ['IIII', undefined],
    ['MIX', undefined],
  ])('roman %s is %s', (word, value) => {
    expect(romanNumeralValue(word)).toBe(value);
  });
});

describe('reading an RFC', () => {
  test('the generic RFCs are recognised, and are not check-digit warnings', () => {
    for (const generic of ['XAXX010101000', 'XEXX010101000']) {
      const analysis = analyzeRfc(generic);
      expect(analysis?.isGeneric).toBe(true);
      expect(analysis && hasCheckDigitMismatch(analysis)).toBe(false);
      expect(analysis && isRfcOf(analysis, 'company')).toBe(true);
    }
    expect(analyzeRfc('XAXX010101000')?.checkDigitMatches).toBe(false);
  });

  test('a wrong check digit warns instead of rejecting', () => {
    expect(messagesOf(individualRfcSchema, 'VACE460910SX6')).toEqual([]);
    expect(rfcWarning('VACE460910SX6')).toMatch(/^Revisa tu RFC/);
    expect(rfcWarning('GODE561231GR8')).toBeUndefined();
    expect(rfcWarning('XAXX010101000')).toBeUndefined();
    expect(rfcWarning('not an rfc')).toBeUndefined();
  });

  test.each([
    'GODE561231GR',
    'GODE561231GR89',
    'GODE560231GR8',
    'G0DE561231GR8',
    'GODE561231GRB',
    'CACA561231GR8',
  ])('%s is not an RFC', (text) => {
    expect(analyzeRfc(text)).toBeUndefined();
  });

  test('a leap day is a date in RFCs of both centuries', () => {
    expect(analyzeRfc('GODE000229GR8')).toBeDefined();
    expect(analyzeRfc('GODE010229GR8')).toBeUndefined();
  });
});

const letters = fc.constantFrom(...'ABCDEFGHIJKLMNÑOPQRSTUVWXYZÁÉÍÓÚÜ');
const word = fc.array(letters, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));
const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const pastDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2025-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('round trips', () => {
  test('every generated personal RFC validates, carries the birth date and its own check digit', () => {
    fc.assert(
      fc.property(
        name,
        name,
        fc.option(name, { nil: undefined }),
        pastDate,
        (firstName, paternalSurname, maternalSurname, birthdate) => {
          const rfc = generateIndividualRfc({
            firstName,
            paternalSurname,
            maternalSurname,
            birthdate,
          });
          fc.pre(rfc !== undefined);
          const analysis = analyzeRfc(rfc as string);
          expect(analysis).toMatchObject({ holder: 'individual', checkDigitMatches: true });
          expect(rfc?.slice(4, 10)).toBe(birthdate.slice(2).replace(/-/g, ''));
          expect(messagesOf(individualRfcSchema, rfc)).toEqual([]);
        },
      ),
    );
  });

  test('every generated company RFC validates as a persona moral', () => {
    const legalForm = fc.constantFrom('', ', S.A. de C.V.', ' S. de R.L.', ', SAPI de CV', ' A.C.');
    const companyName = fc.tuple(
      fc.array(fc.oneof(word, fc.integer({ min: 0, max: 999_999 }).map(String)), {
        minLength: 1,
        maxLength: 5,
      }),
      legalForm,
    );
    fc.assert(
      fc.property(companyName, pastDate, ([words, form], constitutionDate) => {
        const rfc = generateCompanyRfc({
          companyName: `${words.join(' ')}${form}`,
          constitutionDate,
        });
        fc.pre(rfc !== undefined);
        expect(analyzeRfc(rfc as string)).toMatchObject({
          holder: 'company',
          checkDigitMatches: true,
        });
        expect(messagesOf(companyRfcSchema, rfc)).toEqual([]);
      }),
    );
  });
});
