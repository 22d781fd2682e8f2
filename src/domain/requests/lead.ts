import * as v from 'valibot';

/**
 * POST /api/user/create-acquisition-lead and POST /api/leads/create-lead: the lead variant of
 * the quote wizard (quote area, section 5). Every lead field answers with one group message.
 */

export const leadDataMessage = 'Existen datos incorrectos.';
/** The spec's own (English) text for a lead that could not be stored (section 8). */
export const leadCreationFailedMessage = 'Error in Acquisition Lead creation';

/** Local part, @, domain labels and a last part of up to 6 letters. */
export const emailPattern = /^[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,6}$/i;

const contextValue = v.nullish(
  v.union(
    [v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite()), v.boolean()],
    leadDataMessage,
  ),
);

/** What the visitor was quoting when they left their details, for the sales follow-up. */
export const leadQuoteContext = v.object(
  {
    cartId: contextValue,
    brand: contextValue,
    subbrand: contextValue,
    model: contextValue,
    version: contextValue,
    postalCode: contextValue,
    personType: contextValue,
    gender: contextValue,
    birthdate: contextValue,
    package: contextValue,
    paymentFrequency: contextValue,
    validity: contextValue,
    promoCode: contextValue,
    selectedProvider: contextValue,
  },
  leadDataMessage,
);

export const leadBody = v.object(
  {
    name: v.pipe(
      v.string(leadDataMessage),
      v.trim(),
      v.nonEmpty(leadDataMessage),
      v.maxLength(150, leadDataMessage),
    ),
    phone: v.pipe(v.string(leadDataMessage), v.trim(), v.regex(/^\d{9,15}$/, leadDataMessage)),
    email: v.pipe(
      v.string(leadDataMessage),
      v.trim(),
      v.maxLength(254, leadDataMessage),
      v.regex(emailPattern, leadDataMessage),
    ),
    quote: v.optional(leadQuoteContext),
    partnerCode: v.optional(v.string()),
  },
  leadDataMessage,
);

export type LeadBody = v.InferOutput<typeof leadBody>;
