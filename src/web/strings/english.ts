// English only: the build keeps the areas' English and drops their Spanish (scripts/strings-by-language.ts).
import { sharedAreas } from './shared-areas?language=en';
import { pageAreas } from './page-areas?language=en';
import { catalogueOf, type Catalogue, type LanguagePack } from './language-pack';
import { translateMessage } from './message-translations';

/**
 * The English pack, loaded only when the page is shown in English (i18n.tsx): the shared areas
 * and every page's (a page brings only its Spanish, page-areas.ts).
 */
export const englishPack: LanguagePack = {
  catalogue: catalogueOf([...sharedAreas, ...pageAreas], 'en') as Catalogue,
  message: (spanish) => translateMessage('en', spanish),
};
