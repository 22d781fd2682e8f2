import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promoCodes } from '../db/schema/index';
import type { PromoCodeAnswer } from '../../domain/site/promo';

/** A promo code as the quote prices it and the browser applies it. */
export type Promo = PromoCodeAnswer;

/** The active promo with this code (any case), or undefined. */
export async function findPromo(db: Database, code: string): Promise<Promo | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code.trim().toUpperCase()), eq(promoCodes.active, true)));
  if (!row) return undefined;
  const { active: _active, ...promo } = row;
  return promo;
}
