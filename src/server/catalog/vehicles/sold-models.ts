import { searchText } from '../search-text';

/** One row of INEGI's RAIAVL sales file (data/vehicles). */
export interface SalesRow {
  anio: string;
  marca: string;
  modelo: string;
  tipo: string;
  segmento: string;
  unidades_vendidas: string;
}

/** A make and model sold in Mexico, merged across INEGI's spellings. */
export interface SoldModel {
  brand: string;
  name: string;
  segment: string;
  unitsSold: number;
  firstYear: number;
  lastYear: number;
}

/** Models with fewer sales since 2010 are too rare to offer in the search. */
export const meaningfulUnitsSold = 500;
export const firstCatalogueYear = 2010;

/** INEGI reports some groups instead of brands; these models belong to a group's other brands. */
const groupBrands: Record<string, { fallback: string; byModel: Record<string, string> }> = {
  'General Motors': {
    fallback: 'Chevrolet',
    byModel: {
      gmc: 'GMC',
      acadia: 'GMC',
      canyon: 'GMC',
      sierra: 'GMC',
      terrain: 'GMC',
      yukon: 'GMC',
      enclave: 'Buick',
      encore: 'Buick',
      envision: 'Buick',
      lacrosse: 'Buick',
      regal: 'Buick',
      verano: 'Buick',
      ats: 'Cadillac',
      cts: 'Cadillac',
      escalade: 'Cadillac',
      srx: 'Cadillac',
      xt: 'Cadillac',
    },
  },
  Chrysler: {
    fallback: 'Dodge',
    byModel: {
      cherokee: 'Jeep',
      grand: 'Jeep',
      compass: 'Jeep',
      liberty: 'Jeep',
      patriot: 'Jeep',
      renegade: 'Jeep',
      wrangler: 'Jeep',
      wagoneer: 'Jeep',
      jt: 'Jeep',
      commander: 'Jeep',
      crew: 'RAM',
      quad: 'RAM',
      ram: 'RAM',
      promaster: 'RAM',
      dakota: 'RAM',
      chrysler: 'Chrysler',
      voyager: 'Chrysler',
      pacifica: 'Chrysler',
    },
  },
  MOTORNATION: { fallback: 'BAIC', byModel: { changan: 'Changan', jmc: 'JMC', dfsk: 'DFSK' } },
};

const brandNames: Record<string, string> = {
  'Ford Motor': 'Ford',
  KIA: 'Kia',
  'Mercedes Benz': 'Mercedes-Benz',
  'MG Motor': 'MG',
};

/** Words INEGI adds to a model name for the body or the year's facelift. */
const bodyWords =
  /\b(nuevo|nueva|\d ?(ptas?|pts|puertas|dr)\.?|sedan|sedán|hatch|hatchback|suv|uuv|na|notch|cabina regular|doble cabina|cabina extendida|regular cab|chassis cab|chassis|chasis|diesel|hev|hibrido|híbrido|awd)\b/giu;

/** The consumer brand of an INEGI sales row. */
export function consumerBrand(inegiBrand: string, inegiModel: string): string {
  const group = groupBrands[inegiBrand];
  if (!group) return brandNames[inegiBrand] ?? inegiBrand;
  const firstWord = searchText(inegiModel).split(' ')[0] ?? '';
  return group.byModel[firstWord] ?? group.fallback;
}

/** The model as a buyer names it: 'Jetta 4 PTAS' and 'Nuevo Jetta' are both 'Jetta'. */
export function modelName(brand: string, inegiModel: string): string {
  const withoutBrand = inegiModel.replace(new RegExp(`^(${brand}|gml|kia|honda)\\s+`, 'i'), '');
  const name = withoutBrand
    .replace(bodyWords, ' ')
    .replace(/[-/.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name || withoutBrand.trim();
}

/** Merges the sales rows into the models sold since 2010 in meaningful numbers. */
export function soldModels(rows: readonly SalesRow[]): SoldModel[] {
  const models = new Map<string, SoldModel & { segmentUnits: Map<string, number> }>();
  for (const row of rows) {
    const year = Number(row.anio);
    const units = Number(row.unidades_vendidas);
    if (year < firstCatalogueYear || units <= 0) continue;
    const brand = consumerBrand(row.marca, row.modelo);
    const name = modelName(brand, row.modelo);
    const key = `${brand}|${searchText(name)}`;
    const model = models.get(key) ?? {
      brand,
      name,
      segment: row.segmento,
      unitsSold: 0,
      firstYear: year,
      lastYear: year,
      segmentUnits: new Map<string, number>(),
    };
    model.unitsSold += units;
    model.firstYear = Math.min(model.firstYear, year);
    model.lastYear = Math.max(model.lastYear, year);
    model.segmentUnits.set(row.segmento, (model.segmentUnits.get(row.segmento) ?? 0) + units);
    models.set(key, model);
  }
  return [...models.values()]
    .filter((model) => model.unitsSold >= meaningfulUnitsSold)
    .map(({ segmentUnits, ...model }) => ({ ...model, segment: mostSold(segmentUnits) }));
}

function mostSold(unitsBySegment: Map<string, number>): string {
  return [...unitsBySegment].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
