// Apart from the lead's schema (lead-request.ts): the wizard shows it, and its first load should
// not carry the lead's fields.

/**
 * The original's own (English) text for a lead that could not be stored
 * (docs/behaviour/choices.md).
 */
export const leadCreationFailedMessage = 'Error in Acquisition Lead creation';
