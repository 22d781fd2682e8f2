import * as v from 'valibot';
import { analyzeRfc, isRfcOf, normalizeRfc, type RfcHolder } from '../rfc';
import { messages } from './messages';
import { oneMessage } from './rules';

// Apart from the names and choices (identity-fields.ts) so the quote wizard, which asks for no
// RFC, does not download the RFC rules.

/**
 * An RFC of the given holder (13 characters for a person, 12 for a company), normalised to
 * upper case without separators. The spec checks a pattern; we also require a real date and no
 * inconvenient word, which every RFC the SAT issues passes. A wrong check digit does not reject:
 * see `rfcWarning`. The generic RFCs are accepted for either holder.
 */
export function rfcSchema(holder?: RfcHolder) {
  return oneMessage(
    v.pipe(
      v.string(messages.rfc),
      v.transform(normalizeRfc),
      v.check((rfc) => {
        const analysis = analyzeRfc(rfc);
        return analysis !== undefined && (holder === undefined || isRfcOf(analysis, holder));
      }, messages.rfc),
    ),
  );
}

export const individualRfcSchema = rfcSchema('individual');
export const companyRfcSchema = rfcSchema('company');
/** For a tax id whose holder is not known from the field itself. */
export const anyRfcSchema = rfcSchema();
