/** Why a quote round ended without any quote, and what the results page says (quote area, section 8). */
export type WithoutQuotesReason = 'vehicleNotFound' | 'noProviders' | 'quoteError';

export function withoutQuotesReason(round: {
  versionFound: boolean;
  requests: number;
}): WithoutQuotesReason {
  if (!round.versionFound) return 'vehicleNotFound';
  return round.requests === 0 ? 'noProviders' : 'quoteError';
}

export const withoutQuotesMessages = {
  quoteError:
    'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo',
  noProviders: 'No providers available for the vehicle selected',
  vehicleNotFound: (email: string) =>
    `Lo sentimos, no encontramos tu vehículo. Para más información escríbenos a ${email}.`,
} as const;
