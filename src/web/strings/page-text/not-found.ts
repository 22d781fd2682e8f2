import { notFoundStrings } from '../areas/not-found';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [notFoundStrings] as const;

/**
 * The not-found page's texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const notFoundText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type NotFoundTextKey = StringKey | KeysOf<(typeof areas)[number]>;
