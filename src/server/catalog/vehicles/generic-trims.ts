import { slug } from '../search-text';
import type { Trim } from './sat-trims';

const levels = ['Base', 'Intermedia', 'Equipada'] as const;

/**
 * Versions for a model sold in Mexico that the SAT file lacks (e.g. Toyota Hilux): three
 * equipment levels, named as generic, so the model can still be found and quoted.
 */
export function genericTrims(brand: string, model: string): Trim[] {
  return levels.map((level, index) => ({
    key: `G-${slug(brand)}-${slug(model)}-${index + 1}`,
    description: `${level} (versión genérica)`,
    fromYear: undefined,
    untilYear: undefined,
  }));
}
