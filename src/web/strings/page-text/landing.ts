import { landingStrings } from '../areas/landing';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [landingStrings] as const;

/**
 * The comparison landing page's texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const landingText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type LandingTextKey = StringKey | KeysOf<(typeof areas)[number]>;
