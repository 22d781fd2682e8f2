import { flowsStrings } from '../areas/flows';
import { flowsDescriptionsStrings } from '../areas/flows-descriptions';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [flowsStrings, flowsDescriptionsStrings] as const;

/**
 * The /flows page's own texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const flowsText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type FlowsTextKey = StringKey | KeysOf<(typeof areas)[number]>;
