/** The SAT's generic RFCs: they name no one and do not follow the check-digit rule. */
export const genericRfc = {
  /** Público en general: sales to anyone in Mexico. */
  generalPublic: 'XAXX010101000',
  /** Residents abroad. */
  foreign: 'XEXX010101000',
} as const;

export function isGenericRfc(rfc: string): boolean {
  return rfc === genericRfc.generalPublic || rfc === genericRfc.foreign;
}
