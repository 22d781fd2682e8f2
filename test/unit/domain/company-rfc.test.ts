import { describe, expect, test } from 'vitest';
import {
  companyNameKey,
  generateCompanyRfc,
  homoclave,
  splitCompanyName,
} from '../../../src/domain/rfc';

/*
 * The worked examples of the SAT's "Algoritmo para generar el RFC con homoclave para personas
 * físicas y morales", section 2.1 "Personas morales", rules 1 to 12 (the SAT's answer to the
 * access-to-information request 0610100135506 of 18/10/2006; transcribed in
 * github.com/josketres/rfc-facil, doc/README.md). Each example gives the name and the first
 * nine characters (letters and constitution date); the document gives no homoclaves for them.
 */

/** 'SIA-821129' is constituted on 1982-11-29 (years above 30 are of the 1900s). */
function constitutionDateOf(example: string): string {
  const digits = example.slice(4);
  const century = Number(digits.slice(0, 2)) > 30 ? '19' : '20';
  return `${century}${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
}

function expectExample(companyName: string, example: string) {
  const rfc = generateCompanyRfc({ companyName, constitutionDate: constitutionDateOf(example) });
  expect(rfc?.slice(0, 9)).toBe(example.replace('-', ''));
}

describe.each([
  [
    'rule 1: the initials of the first three words',
    [['Sonora Industrial Azucarera, S. de R. L.', 'SIA-821129']],
  ],
  [
    'rule 2: the constitution date as yymmdd, one-digit months and days with a zero',
    [
      ['Herrajes, Cortinas y Maquinaria, S.A.', 'HCM-841122'],
      ['Artículos de piel y Baúles, S. de R. L.', 'APB-791215'],
      ['Tecnología y Equipo contra Incendios, S.A.', 'TEC-830305'],
      ['Internacional Turística Flacón, S.A.', 'ITF-850128'],
      ['Artículos de Caza y Pesca, S. de R. L.', 'ACP-860215'],
    ],
  ],
  [
    'rule 3: Ch and Ll give their first letter',
    [
      ['Champion Mexicana de Bujías, S.A.', 'CMB-830702'],
      ['Casa Chávez de maquinaria, S. de R. L.', 'CCM-800620'],
      ['Artículos de Piel y Chamarras, S. de R.L.', 'APC-810202'],
      ['Llantas, Cámaras y Refacciones, S. de R.L.', 'LCR-851015'],
      ['Candados, Llaves y Cerraduras, S.A.', 'CLC-830820'],
      ['Luis Molina Llorantes y Cía., S. de R.L.', 'LML-860911'],
    ],
  ],
  [
    'rule 4: initials count as words',
    [
      ['F.A.Z., S.A.', 'FAZ-870420'],
      ['U.S. Ruber Mexicana, S.A.', 'USR-860201'],
      ['H. Prieto y Martínez, S. de R.L.', 'HPM-841221'],
    ],
  ],
  [
    'rule 5: legal-form abbreviations are left out',
    [
      ['Guantes Industriales Guadalupe, S. en C.', 'GIG-841215'],
      ['Construcciones Metálicas Mexicanas, S.A.', 'CMM-830120'],
      ['Fundición de Precisión Eutectic, S. de R.L.', 'FPE-861125'],
      // The document's observation: a change of capital regime keeps the letters.
      ['Instrumentos Bristol, S.A. de C.V.', 'IBR-700104'],
      ['Lubricantes y Filtros, S.A.', 'LFI-571130'],
    ],
  ],
  [
    'rule 6: two words give the first initial and the second word’s first two letters',
    [
      ['Fonograbaciones Cinelandia, S. de R.L.', 'FCI-841019'],
      ['Aceros Ecatepec, S.A.', 'AEC-890130'],
      ['Distribuidora Ges, S.A.', 'DGE-850628'],
    ],
  ],
  [
    'rule 7: one word gives its first three letters',
    [
      ['Arsuyama, S.A.', 'ARS-821129'],
      ['Calidra, S.A.', 'CAL-850920'],
      ['Electrólisis, S.A.', 'ELE-840821'],
    ],
  ],
  [
    'rule 8: a word too short is completed with X',
    [
      ['Al, S.A.', 'ALX-830101'],
      ['Z, S.A.', 'ZXX-860110'],
    ],
  ],
  [
    'rule 9: articles, prepositions, conjunctions and contractions are left out',
    [
      ['El abastecedor Ferretero, S.A.', 'AFE-840510'],
      ['Cigarros la Tabacalera Mexicana, S.A. de C.V.', 'CTM-860901'],
      // The document prints VIM-824225, a date with month 42: the letters are what it shows.
      ['Los Viajes Internacionales de Marco Polo, S.A.', 'VIM-820425'],
      ['Artículos y Accesorios para Automóviles, S.A.', 'AAA-800521'],
      ['Productos de la Industria del Papel, S.A.', 'PIP-811231'],
    ],
  ],
  [
    'rule 10: arabic and roman numerals are spelled out',
    [
      ['El 12, S.A.', 'DOC-801029'],
      ['El 2 de Enero, S de R.L.', 'DEN-840101'],
      ['El 505, S.A.', 'QCI-851215'],
      ['Editorial Siglo XXI, S.A.', 'ESV-831114'],
    ],
  ],
  [
    'rule 11: Compañía, Cía., Sociedad and Soc. are left out',
    [
      ['Compañía Periodística Nacional, S.A.', 'PNA-861121'],
      ['Cía. De Artículos Eléctricos, S. de R.L.', 'AEL-850110'],
      ['Cía. Nal. De Subsistencias Mexicanas, S.A.', 'NSM-841011'],
      ['Pimienta Hnos. y Cía., S.A.', 'PHN-830228'],
      ['Sociedad Cooperativa de Producción Agrícola de Michoacán', 'CPA-861016'],
      ['Sociedad de Consumo Agrícola del Sur, S.C.L.', 'CAS-821110'],
      ['Sociedad de Producción Rural de Sonora', 'PRS-800101'],
    ],
  ],
  [
    'rule 12: special characters are dropped inside words and spelled out alone',
    [
      ['LA S@NDIA S.A DE C.V.', 'SND-861121'],
      ['LA @ S.A. DE C.V', 'ARR-860120'],
      ['LA @ DEL % SA DE CV', 'APO-830120'],
      ['@ COMER.COM', 'ACO-800210'],
      ['LAS ( BLANCAS )', 'APB-700202'],
      // The document prints NET; rule 6 (as its own "LA / DEL SUR" is DSU) gives NTE.
      ['EL # DEL TEJADO', 'NTE-010202'],
      ['LA / DEL SUR', 'DSU-010102'],
      ['EL C@FE.NET', 'CFE-030210'],
    ],
  ],
])('%s', (_rule, examples) => {
  test.each(examples)('%s is %s', expectExample);
});

describe('the homoclave is computed over the whole name, legal form included', () => {
  test.each([
    ['Cadena Comercial Oxxo, S.A. de C.V.', '1986-05-23', 'CCO8605231N4'],
    ['Grupo Bimbo, S.A. de C.V.', '1981-06-15', 'GBI810615RI8'],
    ['Tiendas Soriana, S.A. de C.V.', '1999-10-22', 'TSO991022PB6'],
    ['Teléfonos de México, S.A. de C.V.', '1984-03-15', 'TME840315KT6'],
    ['Comisión Federal de Electricidad', '1937-08-14', 'CFE370814QI0'],
    ['Petróleos Mexicanos', '1938-06-07', 'PME380607P35'],
  ])('%s, constituted %s, has the RFC it was issued: %s', (companyName, constitutionDate, rfc) => {
    expect(generateCompanyRfc({ companyName, constitutionDate })).toBe(rfc);
  });

  test('the legal form changes the homoclave, not the letters', () => {
    const withForm = splitCompanyName('Grupo Bimbo, S.A. de C.V.');
    const withoutForm = splitCompanyName('Grupo Bimbo');
    expect(withForm.keyWords).toEqual(withoutForm.keyWords);
    expect(homoclave(withForm.homoclaveName)).toBe('RI');
    expect(homoclave(withoutForm.homoclaveName)).not.toBe('RI');
  });

  test.each([
    ['Mc.Gregor, S.A.', 'McGregor, S.A.'],
    ["O'Connor-Juárez, S.A. de C.V.", 'OConnorJuárez, S.A. de C.V.'],
    ['LA S@NDIA S.A DE C.V.', 'LA SNDIA SA DE CV'],
  ])('punctuation inside words does not change the RFC: %s is %s', (punctuated, plain) => {
    const constitutionDate = '2004-02-29';
    const rfc = generateCompanyRfc({ companyName: punctuated, constitutionDate });
    expect(rfc).toMatch(/^[A-Z&Ñ]{3}040229[1-9A-Z]{2}[0-9A]$/);
    expect(rfc).toBe(generateCompanyRfc({ companyName: plain, constitutionDate }));
  });
});

describe('taking a company name apart', () => {
  test('the legal form is set apart; the name keeps its words for the letters', () => {
    expect(splitCompanyName('Escuela Kemper Urgate, S.A. de C.V.')).toEqual({
      legalName: 'ESCUELA KEMPER URGATE',
      legalForm: 'SA DE CV',
      keyWords: ['ESCUELA', 'KEMPER', 'URGATE'],
      homoclaveName: 'ESCUELA KEMPER URGATE SA DE CV',
    });
    expect(splitCompanyName('Financiera Azteca, S.A.P.I. de C.V., SOFOM, E.N.R.').legalForm).toBe(
      'SAPI DE CV SOFOM ENR',
    );
    expect(splitCompanyName('Comisión Federal de Electricidad')).toEqual({
      legalName: 'COMISION FEDERAL DE ELECTRICIDAD',
      keyWords: ['COMISION', 'FEDERAL', 'ELECTRICIDAD'],
      homoclaveName: 'COMISION FEDERAL DE ELECTRICIDAD',
    });
  });

  test('Ñ becomes X in the letters and stays Ñ in the homoclave', () => {
    const parts = splitCompanyName('YÑIGO, S.A.');
    expect(companyNameKey(parts.keyWords)).toBe('YXI');
    expect(parts.homoclaveName).toBe('YÑIGO SA');
  });

  test('a name with no letters or digits gives no RFC', () => {
    expect(
      generateCompanyRfc({ companyName: '¿?', constitutionDate: '2000-01-01' }),
    ).toBeUndefined();
  });
});
