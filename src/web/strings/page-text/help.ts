import { helpStrings } from '../areas/help';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [helpStrings] as const;

/**
 * The help page's own texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const helpText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type HelpTextKey = StringKey | KeysOf<(typeof areas)[number]>;
