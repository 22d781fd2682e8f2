/**
 * Company names may hold numbers, which the SAT reads as Spanish words ("TIENDA 5" is "TIENDA
 * CINCO"). Numbers up to 999,999 are spelled; larger ones give no words.
 */
const upToTwenty = (
  'CERO UNO DOS TRES CUATRO CINCO SEIS SIETE OCHO NUEVE DIEZ ONCE DOCE TRECE CATORCE QUINCE ' +
  'DIECISEIS DIECISIETE DIECIOCHO DIECINUEVE VEINTE'
).split(' ');
const tens = ',,VEINTE,TREINTA,CUARENTA,CINCUENTA,SESENTA,SETENTA,OCHENTA,NOVENTA'.split(',');
const hundreds = (
  ',CIENTO,DOSCIENTOS,TRESCIENTOS,CUATROCIENTOS,QUINIENTOS,SEISCIENTOS,SETECIENTOS,' +
  'OCHOCIENTOS,NOVECIENTOS'
).split(',');

function belowHundred(value: number): string[] {
  if (value <= 20) return [upToTwenty[value] as string];
  if (value < 30) return [`VEINTI${upToTwenty[value - 20]}`];
  const unit = value % 10;
  const ten = tens[Math.floor(value / 10)] as string;
  return unit ? [ten, 'Y', upToTwenty[unit] as string] : [ten];
}

function belowThousand(value: number): string[] {
  if (value === 100) return ['CIEN'];
  const hundred = Math.floor(value / 100);
  const rest = value % 100;
  const restWords = rest || !hundred ? belowHundred(rest) : [];
  return hundred ? [hundreds[hundred] as string, ...restWords] : restWords;
}

/** "VEINTIUNO MIL" is said "VEINTIUN MIL". */
function beforeThousand(words: string[]): string[] {
  return words.map((word, index) =>
    index === words.length - 1 ? word.replace(/UNO$/, 'UN') : word,
  );
}

export function spanishNumberWords(value: number): string[] {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000) return [];
  if (value < 1000) return belowThousand(value);
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const thousandWords =
    thousands === 1 ? ['MIL'] : [...beforeThousand(belowThousand(thousands)), 'MIL'];
  return rest ? [...thousandWords, ...belowThousand(rest)] : thousandWords;
}

const romanPattern = /^X{0,3}(IX|IV|V?I{0,3})$/;
const romanValues: Record<string, number> = { I: 1, V: 5, X: 10 };

/** Roman numerals I to XXXIX ("LUIS XIV"), the range company names use. */
export function romanNumeralValue(word: string): number | undefined {
  if (!word || !romanPattern.test(word)) return undefined;
  return [...word].reduce((total, letter, index) => {
    const value = romanValues[letter] as number;
    const next = romanValues[word[index + 1] ?? ''] ?? 0;
    return total + (value < next ? -value : value);
  }, 0);
}
