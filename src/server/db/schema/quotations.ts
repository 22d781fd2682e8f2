import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Quotation } from '../../../domain/quote/quotation';
import type { QuoteRequest } from '../../../domain/validation/quote-request';
import type { VehicleInformation } from '../../../domain/vehicle/vehicle-catalog';

/**
 * Every priced quotation with the inputs it was priced from. Emission refers to the id only,
 * so the price a buyer pays is the one stored here, never one the browser sends.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey(),
    providerCode: text('provider_code').notNull(),
    package: smallint('package').notNull(),
    partnerCode: text('partner_code').notNull(),
    versionId: text('version_id').notNull(),
    request: jsonb('request').$type<QuoteRequest>().notNull(),
    vehicle: jsonb('vehicle').$type<VehicleInformation>().notNull(),
    answer: jsonb('answer').$type<Quotation>().notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('quotations_expires_at_idx').on(table.expiresAt)],
);

/**
 * Promo codes and what each one does to the quote and the cart
 * (docs/behaviour/quote/arrival.md#promo-codes).
 */
export const promoCodes = pgTable('promo_codes', {
  /** Upper case; codes are matched without regard to case. */
  code: text('code').primaryKey(),
  discountPercent: integer('discount_percent').notNull().default(0),
  skipPayment: boolean('skip_payment').notNull().default(false),
  isFinancial: boolean('is_financial').notNull().default(false),
  logoUrl: text('logo_url'),
  showContactFormInCart: boolean('show_contact_form_in_cart').notNull().default(false),
  skipSeeQuote: boolean('skip_see_quote').notNull().default(false),
  businessName: text('business_name'),
  tin: text('tin'),
  partnerCode: text('partner_code'),
  activeMultiannual: boolean('active_multiannual').notNull().default(false),
  onlyCashPayment: boolean('only_cash_payment').notNull().default(false),
  active: boolean('active').notNull().default(true),
});
