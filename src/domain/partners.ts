/**
 * The own brand and the retail partner differ in styling only
 * (docs/behaviour/screens.md#two-brands-one-product).
 */
export type BrandVariant = 'own' | 'retail';

export const ownPartnerCode = 'cotizauto';
export const retailPartnerCode = 'coppel';

/** Partner codes whose calls carry the retail partner's brand. */
const retailPartnerCodes: readonly string[] = [retailPartnerCode];

export function brandVariantOf(partnerCode: string | undefined): BrandVariant {
  return partnerCode && retailPartnerCodes.includes(partnerCode.toLowerCase()) ? 'retail' : 'own';
}
