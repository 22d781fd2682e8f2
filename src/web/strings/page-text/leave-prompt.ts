import { leavePromptStrings } from '../areas/leave-prompt';
import { catalogueOf } from '../language-pack';

/** The unsaved-changes prompt's texts, in Spanish (English is in the English pack). */
export const leavePromptText = catalogueOf([leavePromptStrings], 'es');
