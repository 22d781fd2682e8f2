import * as v from 'valibot';
import { maxComparedInsurers } from '../insurers/insurers';
import { packageQuoteOrder } from '../coverage/packages';
import { languageSchema } from './language-field';
import { messages } from './messages';
import { fields } from './rules';

/** POST /api/quotation/get-pdf-generator: the stored quotations to print (one vehicle), in `language`. */
export const quotePdfRequestSchema = fields({
  quotationIds: v.pipe(
    v.array(
      v.pipe(v.string(messages.invalidRequest), v.uuid(messages.invalidRequest)),
      messages.invalidRequest,
    ),
    v.minLength(1, messages.invalidRequest),
    v.maxLength(maxComparedInsurers * packageQuoteOrder.length, messages.invalidRequest),
  ),
  language: languageSchema,
});

export type QuotePdfRequest = v.InferOutput<typeof quotePdfRequestSchema>;
