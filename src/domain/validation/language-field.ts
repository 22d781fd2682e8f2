import { defaultLanguage, languages } from '../site/languages';
import { messages } from './messages';
import { choice } from './rules';
import * as v from 'valibot';

/**
 * The buyer's language (the site's switch), sent with every call whose answer or later mail
 * the buyer reads: the server writes those mails and PDFs in it. Absent is Spanish.
 */
export const languageSchema = v.optional(
  choice(languages, messages.invalidRequest),
  defaultLanguage,
);
