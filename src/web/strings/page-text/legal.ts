import { legalStrings } from '../areas/legal';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [legalStrings] as const;

/**
 * The legal pages' own texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const legalText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type LegalTextKey = StringKey | KeysOf<(typeof areas)[number]>;
