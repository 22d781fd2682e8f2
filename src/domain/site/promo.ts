import { ownPartnerCode } from './partners';
import type { InsurerCode } from '../insurers/insurers';

/**
 * The promo data the server answers for a promo code (docs/behaviour/quote/arrival.md#promo-codes).
 */
export interface PromoData {
  skipPayment: boolean;
  isFinancial: boolean;
  logoUrl: string | null;
  showContactFormInCart: boolean;
  skipSeeQuote: boolean;
  businessName: string | null;
  tin: string | null;
  partnerCode: string | null;
  activeMultiannual: boolean;
  onlyCashPayment: boolean;
}

/** The leads channel: its quote bar cannot be edited. */
export const leadsPromoCode = 'AS_LEADS';

/** Promo codes of the used-car partner carry this keyword; that partner does not sell Mapfre. */
export const usedCarPartnerKeyword = 'kavak';

export function isLeadsChannel(promoCode: string | undefined): boolean {
  return promoCode?.trim().toUpperCase() === leadsPromoCode;
}

export function isUsedCarPartnerPromo(promoCode: string | undefined): boolean {
  return promoCode?.toLowerCase().includes(usedCarPartnerKeyword) ?? false;
}

/** Insurers a promo code removes from the comparison. */
export function blacklistedInsurersFor(promoCode: string | undefined): InsurerCode[] {
  return isUsedCarPartnerPromo(promoCode) ? ['mapfre'] : [];
}

/** A used-car partner promo arriving with a Mapfre quote already selected sends the visitor home. */
export function promoForcesHome(
  promoCode: string | undefined,
  selectedProvider: InsurerCode | undefined,
): boolean {
  return selectedProvider === 'mapfre' && isUsedCarPartnerPromo(promoCode);
}

/**
 * Calls carry the promo's partner code, else the site's own (the build's brand, the own brand
 * by default): a promo naming no partner takes the visitor back to the site's brand.
 */
export function partnerCodeFrom(
  promo: Pick<PromoData, 'partnerCode'> | undefined,
  sitePartnerCode: string = ownPartnerCode,
): string {
  return promo?.partnerCode || sitePartnerCode;
}

/** What GET /api/quotation/get-promocode-data answers: the promo data, its code and discount. */
export interface PromoCodeAnswer extends PromoData {
  code: string;
  /** Percent off the net premium of every quote made with the code. */
  discountPercent: number;
}
