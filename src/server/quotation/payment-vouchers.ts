import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentVouchers } from '../db/schema/index';
import { hashOfToken } from '../http/one-time-token';

const validDays = 90;

/** What a voucher is good for: this partner's promo. */
export interface VoucherScope {
  partnerCode: string;
  promoCode: string;
}

/** Issues `count` vouchers for the partner's promo; answers their codes (kept hashed only). */
export async function issueVouchers(
  db: Database,
  scope: VoucherScope,
  count: number,
  now: Date,
): Promise<string[]> {
  const codes = Array.from(
    { length: count },
    () => `VALE-${randomBytes(18).toString('base64url')}`,
  );
  const expiresAt = new Date(now.getTime() + validDays * 24 * 60 * 60 * 1000);
  await db
    .insert(paymentVouchers)
    .values(
      codes.map((code) => ({ codeHash: hashOfToken(code), ...scope, issuedAt: now, expiresAt })),
    );
  return codes;
}

/**
 * Spends the voucher on this quotation in one statement: it must be of this partner's promo,
 * unexpired, and unspent or spent on this same quotation (a retry of its emission). Parallel
 * calls for other quotations wait on the row and find it spent: one wins.
 */
export async function redeemVoucher(
  db: Database,
  code: string,
  { quotationId, ...scope }: VoucherScope & { quotationId: string },
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(paymentVouchers)
    .set({ redeemedAt: now, quotationId })
    .where(
      and(
        eq(paymentVouchers.codeHash, hashOfToken(code)),
        eq(paymentVouchers.partnerCode, scope.partnerCode),
        eq(paymentVouchers.promoCode, scope.promoCode),
        gt(paymentVouchers.expiresAt, now),
        or(isNull(paymentVouchers.redeemedAt), eq(paymentVouchers.quotationId, quotationId)),
      ),
    )
    .returning({ codeHash: paymentVouchers.codeHash });
  return spent.length === 1;
}
