import { flowsDescriptionsStrings } from './areas/flows-descriptions';
import { catalogueOf } from './language-pack';
import { sharedAreas } from './shared-areas';

export type { Catalogue, StringKey } from './language-pack';

/** Areas a single page shows, which load with that page: /flows' state descriptions. */
export const pageAreas = [flowsDescriptionsStrings] as const;

/** Every area (shared-areas.ts says where to add one). */
export const areas = [...sharedAreas, ...pageAreas] as const;

/** Both catalogues whole, for tests and tools; the browser loads one language (i18n.tsx). */
export const es = catalogueOf(sharedAreas, 'es');
export const en = catalogueOf(sharedAreas, 'en');
