/**
 * The own brand and the retail partner differ in styling and name only
 * (docs/behaviour/screens.md#two-brands-one-product).
 */
export type BrandVariant = 'own' | 'retail';

export const ownPartnerCode = 'cotizauto';
export const retailPartnerCode = 'coppel';

/** Partner codes whose calls carry the retail partner's brand. */
const retailPartnerCodes: readonly string[] = [retailPartnerCode];

/** Each brand's name: its wordmark, and what the site and its e-mails call themselves under it. */
export const brandNames: Record<BrandVariant, string> = {
  own: 'Cotizauto',
  retail: 'Coppel Seguros de Auto',
};

/** The name of the brand a partner code's visitors see; an unknown or absent code is ours. */
export const brandNameOf = (partnerCode: string | undefined) =>
  brandNames[brandVariantOf(partnerCode)];

export function brandVariantOf(partnerCode: string | undefined): BrandVariant {
  return partnerCode && retailPartnerCodes.includes(partnerCode.toLowerCase()) ? 'retail' : 'own';
}
