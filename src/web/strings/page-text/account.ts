import { thankYouStrings } from '../areas/thank-you';
import { accountPageStrings } from '../areas/account-page';
import { accountPasswordStrings } from '../areas/account-password';
import { catalogueOf, type KeysOf, type StringKey } from '../language-pack';

const areas = [thankYouStrings, accountPasswordStrings, accountPageStrings] as const;

/**
 * The thank-you, set-password and account pages' own texts, in Spanish: the build keeps no other language here (English is in the
 * English pack).
 */
export const accountText = catalogueOf(areas, 'es');
/** What the translate function of these pages' views takes: a shared key or one of theirs. */
export type AccountTextKey = StringKey | KeysOf<(typeof areas)[number]>;
