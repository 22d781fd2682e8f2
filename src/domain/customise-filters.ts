import { rangedFilters, switchFilters, type CustomiseFilters } from './coverage';

/** Two sidebar states are the same when every filter has the same value, whatever the key order. */
export function sameFilters(a: CustomiseFilters, b: CustomiseFilters): boolean {
  return [...rangedFilters, ...switchFilters].every((key) => a[key] === b[key]);
}
