import { accessibilityStrings } from '../areas/accessibility';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [accessibilityStrings] as const;

/**
 * The accessibility statement's texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const accessibilityText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type AccessibilityTextKey = StringKey | KeysOf<(typeof areas)[number]>;
