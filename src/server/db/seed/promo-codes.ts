import { leadsPromoCode } from '../../../domain/site/promo';
import { ownPartnerCode, retailPartnerCode } from '../../../domain/site/partners';
import { promoCodes } from '../schema/index';
import type { Seeder } from './seeder';

type PromoRow = typeof promoCodes.$inferInsert;

/**
 * The promo codes the site starts with in every environment. None skips payment: such a promo
 * belongs to a partner and is issued only with its credential (demoPromoCodesSeeder).
 */
const rows: PromoRow[] = [
  /** A plain discount on the price. */
  { code: 'BIENVENIDA10', discountPercent: 10 },
  /** The leads channel: the quote bar cannot be edited. */
  { code: leadsPromoCode, discountPercent: 0 },
  /** The used-car partner (its keyword removes Mapfre from the comparison). */
  { code: 'KAVAK-SEMINUEVOS', discountPercent: 5, showContactFormInCart: true },
  /** A car-finance partner: the lender is the preferred beneficiary, its logo on the cart. */
  {
    code: 'COPPEL-CREDITO',
    discountPercent: 15,
    isFinancial: true,
    logoUrl: '/favicon.svg',
    partnerCode: retailPartnerCode,
    skipSeeQuote: true,
  },
  /** The retail partner's store code: its brand and a discount, the results page as usual. */
  { code: 'COPPEL-TIENDA', discountPercent: 10, partnerCode: retailPartnerCode },
  /** Multi-year policies offered up front. */
  { code: 'MULTIANUAL', discountPercent: 8, activeMultiannual: true },
];

export const promoCodesSeeder: Seeder = {
  name: 'promo-codes',
  // Rows are only added (a newer version inserts the new codes, keeps the rest).
  version: '2',
  async load(tx) {
    await tx.insert(promoCodes).values(rows).onConflictDoNothing();
  },
};

/**
 * Development and test data only, never seeded in production: a company's employee benefit of
 * the own brand, billed to the company (no card), cash only. Between them the two seeders
 * switch on every promo field, so the arrival, quote and cart flows can be tried end to end.
 */
export const demoPromoCodesSeeder: Seeder = {
  name: 'demo-promo-codes',
  version: '1',
  async load(tx) {
    await tx
      .insert(promoCodes)
      .values({
        code: 'EMPRESA-FLOTILLA',
        discountPercent: 12,
        skipPayment: true,
        businessName: 'Transportes del Bajío S.A. de C.V.',
        tin: 'TBA180429TM3',
        partnerCode: ownPartnerCode,
        onlyCashPayment: true,
      })
      .onConflictDoUpdate({ target: promoCodes.code, set: { partnerCode: ownPartnerCode } });
  },
};
