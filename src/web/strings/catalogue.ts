import { catalogueOf, type KeysOf } from './language-pack';

/** The keys a view's `t()` takes: the shared areas' (a page's own are read with usePageT). */
export type { StringKey } from './language-pack';
import { pageAreas } from './page-areas';
import { sharedAreas } from './shared-areas';

export { pageAreas };

/** Every area (shared-areas.ts and page-areas.ts say where to add one). */
export const areas = [...sharedAreas, ...pageAreas] as const;

/** Every area's key, for tests and tools. */
export type AreaKey = KeysOf<(typeof areas)[number]>;
export type Catalogue = Record<AreaKey, string>;

/** Both catalogues whole, for tests and tools; the browser loads one language (i18n.tsx). */
export const es: Catalogue = catalogueOf(areas, 'es');
export const en: Catalogue = catalogueOf(areas, 'en');
