import { containsWords, searchText } from '../search-text';
import type { SoldModel } from './sold-models';

/** One row of SAT's vehicle keys file (Anexo 15, data/vehicles). */
export interface SatKeyRow {
  clave_vehicular: string;
  digito_tipo: string;
  empresa: string;
  modelo: string;
  version: string;
  primer_anexo: string;
  ultimo_anexo: string;
}

export interface Trim {
  key: string;
  description: string;
  /** The first model year the key can be (keys new in 2023–2026 were registered then). */
  fromYear: number | undefined;
  /** Keys dropped from a full yearly listing (2019–2022) were discontinued by then. */
  untilYear: number | undefined;
}

/** Heavy trucks and buses (SAT's type digit 2) are not private cars. */
const heavyVehicleDigit = '2';
const lastFullListing = 2022;

/** How the SAT file names a brand's registrant when the brand itself does not appear. */
const registrantWords: Record<string, readonly string[]> = {
  Chevrolet: ['general motors'],
  GMC: ['general motors'],
  Buick: ['general motors'],
  Cadillac: ['general motors'],
  Dodge: ['stellantis', 'chrysler'],
  Jeep: ['stellantis', 'chrysler'],
  RAM: ['stellantis', 'chrysler'],
  Chrysler: ['stellantis'],
  Fiat: ['stellantis'],
  Lincoln: ['ford'],
  Infiniti: ['nissan'],
  Acura: ['honda'],
  Lexus: ['toyota'],
  Mini: ['bmw'],
  'Land Rover': ['jaguar land rover'],
  SEAT: ['volkswagen'],
  Omoda: ['chirey'],
  Smart: ['mercedes'],
  JAC: ['giant motors', 'gml'],
  'Mercedes-Benz': ['mercedes'],
};

function brandWords(brand: string): string[] {
  return [searchText(brand), ...(registrantWords[brand] ?? [])];
}

/** Shorter names ('m', 'x 1') also occur in trim texts of other models. */
const minVersionTextMatch = 3;
/** Words that name a family, not a model ('Clase C' must not shorten to 'Clase'). */
const familyWords = new Set(['clase', 'serie', 'new']);

interface Candidate {
  row: SatKeyRow;
  model: string;
  version: string;
}

function candidatesOfBrand(brand: string, rows: readonly SatKeyRow[]): Candidate[] {
  const words = brandWords(brand);
  return rows
    .filter((row) => row.digito_tipo !== heavyVehicleDigit)
    .filter((row) => {
      const registrant = searchText(`${row.empresa} ${row.modelo}`);
      return words.some((word) => containsWords(registrant, word));
    })
    .map((row) => ({ row, model: searchText(row.modelo), version: searchText(row.version) }));
}

/** How well a SAT key fits a model name: in its model text, else in its version text. */
function matchScore(name: string, candidate: Candidate): number {
  if (containsWords(candidate.model, name)) return 1000 + name.length;
  if (name.length >= minVersionTextMatch && containsWords(candidate.version, name))
    return name.length;
  return 0;
}

/**
 * The model as the SAT file knows it: the longest leading part of INEGI's name that some key
 * of the brand carries ('Ranger Crew Cab' is 'Ranger', 'Q5 2.0T' is 'Q5'); undefined when none.
 */
function knownName(name: string, candidates: readonly Candidate[]): string | undefined {
  const words = name.split(' ');
  for (let count = words.length; count > 0; count--) {
    const leading = words.slice(0, count).join(' ');
    const key = searchText(leading);
    if (
      key &&
      !familyWords.has(key) &&
      candidates.some((candidate) => matchScore(key, candidate) > 0)
    )
      return leading;
  }
  return undefined;
}

/**
 * Names the sold models as the SAT file does, merges those that then coincide, and gives each
 * its SAT keys. A key belongs to the model of its brand whose name it carries in its model
 * text, else in its version text ('Jeep' / 'Wrangler Sahara…'); when several fit, the longest
 * name wins ('Grand Cherokee' over 'Cherokee'). Models without any key are left out.
 */
export function modelsWithTrims(
  models: readonly SoldModel[],
  rows: readonly SatKeyRow[],
): { model: SoldModel; trims: Trim[] }[] {
  const brands = [...new Set(models.map((model) => model.brand))];
  return brands.flatMap((brand) => {
    const brandModels = models.filter((model) => model.brand === brand);
    const candidates = candidatesOfBrand(brand, rows);
    const named = mergeModels(
      brandModels.flatMap((model) => {
        const name = knownName(model.name, candidates);
        return name ? [{ ...model, name }] : [];
      }),
    );
    const trims = new Map<SoldModel, Trim[]>(named.map((model) => [model, []]));
    for (const candidate of candidates) {
      const best = bestModel(named, candidate);
      if (best) trims.get(best)?.push(toTrim(candidate.row));
    }
    return [...trims].map(([model, modelTrims]) => ({ model, trims: modelTrims }));
  });
}

function mergeModels(models: readonly SoldModel[]): SoldModel[] {
  const merged = new Map<string, SoldModel>();
  for (const model of models) {
    const key = searchText(model.name);
    const known = merged.get(key);
    merged.set(key, known ? mergeTwo(known, model) : model);
  }
  return [...merged.values()];
}

function mergeTwo(a: SoldModel, b: SoldModel): SoldModel {
  const main = a.unitsSold >= b.unitsSold ? a : b;
  return {
    ...main,
    unitsSold: a.unitsSold + b.unitsSold,
    firstYear: Math.min(a.firstYear, b.firstYear),
    lastYear: Math.max(a.lastYear, b.lastYear),
  };
}

function bestModel(models: readonly SoldModel[], candidate: Candidate): SoldModel | undefined {
  let best: { model: SoldModel; score: number } | undefined;
  for (const model of models) {
    const score = matchScore(searchText(model.name), candidate);
    if (score > 0 && (!best || score > best.score)) best = { model, score };
  }
  return best?.model;
}

function toTrim(row: SatKeyRow): Trim {
  const firstListing = Number(row.primer_anexo);
  const lastListing = Number(row.ultimo_anexo);
  return {
    key: row.clave_vehicular,
    description: row.version.trim(),
    fromYear: firstListing > lastFullListing ? firstListing - 1 : undefined,
    untilYear: lastListing < lastFullListing ? lastListing : undefined,
  };
}
