import * as pg from 'drizzle-orm/pg-core';
import type { Quotation } from '../../../domain/quote/quotation';
import type { QuoteInputs } from '../../../domain/validation/quote-round-request';
import type { VehicleInformation } from '../../../domain/vehicle/vehicle-catalog';

/**
 * What a quote round (or a single quote) was asked, stored once for all its quotations: the
 * inputs without the insurer and package, and the catalogue's vehicle.
 */
export const quoteRequests = pg.pgTable('quote_requests', {
  id: pg.uuid('id').primaryKey(),
  partnerCode: pg.text('partner_code').notNull(),
  versionId: pg.text('version_id').notNull(),
  inputs: pg.jsonb('inputs').$type<QuoteInputs>().notNull(),
  vehicle: pg.jsonb('vehicle').$type<VehicleInformation>().notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every priced quotation, referring to the request it was priced from (written in the same
 * statement, so never without it; no foreign key, whose check is one more query per row on the
 * quote's hot path).
 * Emission refers to the id only, so the price a buyer pays is the one stored here, never one
 * the browser sends.
 * Rows are stored uncompressed (toast_tuple_target, set by migration 0016: Drizzle cannot
 * declare it): compressing each 2.9 kB row cost 15% of a quote round's CPU.
 */
export const quotations = pg.pgTable(
  'quotations',
  {
    id: pg.uuid('id').primaryKey(),
    requestId: pg.uuid('request_id').notNull(),
    providerCode: pg.text('provider_code').notNull(),
    package: pg.smallint('package').notNull(),
    answer: pg.jsonb('answer').$type<Quotation>().notNull(),
    total: pg.numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [pg.index('quotations_expires_at_idx').on(table.expiresAt)],
);

/**
 * Promo codes and what each one does to the quote and the cart
 * (docs/behaviour/quote/arrival.md#promo-codes).
 */
export const promoCodes = pg.pgTable('promo_codes', {
  /** Upper case; codes are matched without regard to case. */
  code: pg.text('code').primaryKey(),
  discountPercent: pg.integer('discount_percent').notNull().default(0),
  skipPayment: pg.boolean('skip_payment').notNull().default(false),
  isFinancial: pg.boolean('is_financial').notNull().default(false),
  logoUrl: pg.text('logo_url'),
  showContactFormInCart: pg.boolean('show_contact_form_in_cart').notNull().default(false),
  skipSeeQuote: pg.boolean('skip_see_quote').notNull().default(false),
  businessName: pg.text('business_name'),
  tin: pg.text('tin'),
  partnerCode: pg.text('partner_code'),
  activeMultiannual: pg.boolean('active_multiannual').notNull().default(false),
  onlyCashPayment: pg.boolean('only_cash_payment').notNull().default(false),
  active: pg.boolean('active').notNull().default(true),
});
