import { searchText } from '../search-text';

/**
 * The estimated commercial value of a version (data/ATTRIBUTION.md states it as an estimate):
 * no open source publishes Mexican vehicle prices, so the value is
 *   new price of the segment × brand factor × trim factor × depreciation by age,
 * rounded to 100 pesos. Figures are 2026 pesos chosen from typical list prices.
 */

/** A typical new price per INEGI segment (and per motorcycle class), MXN. */
const segmentNewPrice: Record<string, number> = {
  Subcompactos: 310_000,
  Compactos: 420_000,
  "SUV's": 560_000,
  'Pick Ups': 520_000,
  Minivans: 640_000,
  'De Lujo': 950_000,
  Deportivos: 1_300_000,
  'Motocicletas de trabajo': 32_000,
  'Motocicletas doble propósito': 42_000,
  Motonetas: 30_000,
  'Motocicletas deportivas': 55_000,
};
const defaultNewPrice = 450_000;

const brandFactor: Record<string, number> = {
  Porsche: 2.2,
  Bentley: 5,
  'Land Rover': 1.6,
  Jaguar: 1.5,
  'Mercedes-Benz': 1.3,
  BMW: 1.3,
  Audi: 1.25,
  Volvo: 1.2,
  Lexus: 1.25,
  Cadillac: 1.25,
  Lincoln: 1.2,
  Infiniti: 1.15,
  Acura: 1.1,
  Mini: 1.1,
  JAC: 0.85,
  BAIC: 0.85,
  Changan: 0.85,
  JMC: 0.85,
  MG: 0.85,
  Chirey: 0.9,
  Omoda: 0.9,
  Honda: 1.05,
  Yamaha: 1.5,
  Suzuki: 1.05,
  Bajaj: 1.3,
};

/** Words of a trim text that move its price, with how much (the first match of each group). */
const trimAdjustments: readonly { words: RegExp; factor: number }[] = [
  {
    words:
      /\b(platinum|exclusive|limited|premier|highline|touring|signature|gt|gti|rs|type r|denali|laramie|king ranch|lariat|titanium|sport line|amg|m sport)\b/,
    factor: 1.22,
  },
  { words: /\b(advance|comfortline|lt|se|ex|le|xle|sense plus|trend|zen|intens)\b/, factor: 1.06 },
  {
    words: /\b(sense|drive|trendline|ls|base|std|estandar|austero|tipico|activ|life)\b/,
    factor: 0.92,
  },
  { words: /\b(t a|aut|automatic[oa]?|cvt|dct|tiptronic|dsg)\b/, factor: 1.05 },
  { words: /\b(diesel|turbo diesel|tdi)\b/, factor: 1.08 },
  { words: /\b(4 x 4|4 wd|awd|4 matic|quattro|xdrive)\b/, factor: 1.1 },
  { words: /\b(hibrido|hybrid|electrico|electric|ev|phev|hev)\b/, factor: 1.25 },
];

/** The share of the new price left after each year of age: 15 % the first year, 10 % later. */
function depreciation(age: number): number {
  if (age <= 0) return 1;
  return Math.max(0.2, 0.85 * 0.9 ** (age - 1));
}

function trimFactor(description: string): number {
  const text = searchText(description);
  return trimAdjustments.reduce(
    (factor, adjustment) => (adjustment.words.test(text) ? factor * adjustment.factor : factor),
    1,
  );
}

export interface ValuedTrim {
  brand: string;
  segment: string;
  description: string;
}

export function estimatedValue(trim: ValuedTrim, modelYear: number, currentYear: number): number {
  const newPrice =
    (segmentNewPrice[trim.segment] ?? defaultNewPrice) *
    (brandFactor[trim.brand] ?? 1) *
    trimFactor(trim.description);
  return Math.round((newPrice * depreciation(currentYear - modelYear)) / 100) * 100;
}
