// English only: the build keeps the areas' English and drops their Spanish (scripts/strings-by-language.ts).
import { sharedAreas } from './shared-areas?language=en';
import { catalogueOf, type LanguagePack } from './language-pack';
import { translateMessage } from './message-translations';

/** The English pack, loaded only when the page is shown in English (i18n.tsx). */
export const englishPack: LanguagePack = {
  catalogue: catalogueOf(sharedAreas, 'en'),
  message: (spanish) => translateMessage('en', spanish),
};
