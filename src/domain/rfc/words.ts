/**
 * Word lists of the SAT's RFC algorithm (IFAI 0610100135506 065, "Algoritmo para generar el
 * RFC con homoclave para personas físicas y morales").
 */

function words(list: string): string[] {
  return list.trim().split(/\s+/);
}

/** Four-letter keys the SAT never issues; the last letter becomes X. */
export const inconvenientWords: ReadonlySet<string> = new Set(
  words(`
    BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO
    KACA KACO KAGA KAGO KAKA KOGE KOJO KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA
    PEDO PENE PUTA PUTO QULO RATA RUIN
  `),
);

/** Articles, prepositions and conjunctions skipped in personal names ("DE LA O", "VON"). */
export const nameParticles: ReadonlySet<string> = new Set(
  words('DE DEL LA LAS LOS Y MC MAC VON VAN MI'),
);

/** First names skipped when another follows: MARÍA and JOSÉ, also abbreviated. */
export const skippedFirstNames: ReadonlySet<string> = new Set(['MARIA', 'MA', 'JOSE', 'J']);

/**
 * Words skipped when taking the letters of a company name (annex V): articles, prepositions,
 * conjunctions and contractions (rule 9); 'Compañía', 'Sociedad' and their abbreviations (rule
 * 11); a lone '&' reads as 'y'. Annex V also lists COOPERATIVA, but rule 11's own example keeps
 * it ("Sociedad Cooperativa de Producción Agrícola de Michoacán" is CPA), so the example wins.
 */
export const companyExcludedWords: ReadonlySet<string> = new Set(
  words(`
    EL LA LAS LOS DE DEL Y E A AL EN CON POR PARA SUS MI THE OF AND CO COMPANY COMPAÑIA CIA
    SOCIEDAD SOC MC MAC VON VAN &
  `),
);

/** Annex VI: the special characters a company name spells out when they stand alone (rule 12). */
export const spelledSpecialCharacters: ReadonlyMap<string, string[]> = new Map(
  (
    [
      ['@', 'ARROBA'],
      ["'", 'APOSTROFE'],
      ['´', 'APOSTROFE'],
      ['%', 'PORCIENTO'],
      ['#', 'NUMERO'],
      ['!', 'ADMIRACION'],
      ['.', 'PUNTO'],
      ['$', 'PESOS'],
      ['"', 'COMILLAS'],
      ['-', 'GUION'],
      ['/', 'DIAGONAL'],
      ['+', 'SUMA'],
      ['(', 'ABRE PARENTESIS'],
      [')', 'CIERRA PARENTESIS'],
    ] as const
  ).map(([character, spelled]) => [character, words(spelled)]),
);

const legalFormBases = words(`
  SA SAB SAPI SAPIB SAS SC SCP SCL SCS SRLCV SCDERL SDERL SRL SPR SPRDERL SPRDERI SENC SENCPORA
  SENNC AENP SNC AC IAP IBP ABP SOCIEDADANONIMA SOCIEDADANONIMABURSATIL
  SOCIEDADANONIMAPROMOTORADEINVERSION SOCIEDADCIVIL ASOCIACIONCIVIL
  SOCIEDADDERESPONSABILIDADLIMITADA SOCIEDADPORACCIONESSIMPLIFICADA
  INSTITUCIONDEASISTENCIAPRIVADA
`);
const capitalSuffixes = ['', 'DECV', 'DECAPITALVARIABLE'];
const lenderSuffixes = ['', 'SOFOM', 'SOFOMENR', 'SOFOMER', 'MI'];

/**
 * Legal forms that close a company name (rule 5 and annex V: "S.A. de C.V.", "S. de R.L.",
 * "S. en C. por A.", "SAPI de CV SOFOM ENR", "SA de CV MI"),
 * written without spaces or dots so that any spelling of them matches.
 */
export const compactLegalForms: ReadonlySet<string> = new Set(
  legalFormBases.flatMap((base) =>
    capitalSuffixes.flatMap((capital) =>
      lenderSuffixes.map((lender) => `${base}${capital}${lender}`),
    ),
  ),
);
