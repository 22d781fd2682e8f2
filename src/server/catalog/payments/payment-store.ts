import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matchingByName } from '../name-filter';
import { bankInstallmentPlans, banks, cardBins } from '../../db/schema/index';

/** The card-issuing banks, sorted by name, whose name contains what was typed. */
export async function listBanks(db: Database, name: string | undefined) {
  const all = await db.select({ code: banks.code, name: banks.name }).from(banks);
  return matchingByName(all, name);
}

/** A bank with the MSI plans of its credit cards, or undefined for an unknown code. */
export async function bankInstallments(db: Database, bankCode: string) {
  const [bank] = await db.select().from(banks).where(eq(banks.code, bankCode));
  if (!bank) return undefined;
  const plans = await db
    .select({ months: bankInstallmentPlans.months })
    .from(bankInstallmentPlans)
    .where(eq(bankInstallmentPlans.bankCode, bankCode))
    .orderBy(asc(bankInstallmentPlans.months));
  return { bank, months: plans.map((plan) => plan.months) };
}

/** The BIN table's row for a card's first six digits, with its bank's name when known and its class. */
export async function findBin(db: Database, bin: string) {
  const [row] = await db
    .select({
      scheme: cardBins.scheme,
      cardType: cardBins.cardType,
      category: cardBins.category,
      bankCode: cardBins.bankCode,
      bankName: banks.name,
      cardClass: cardBins.cardClass,
    })
    .from(cardBins)
    .leftJoin(banks, eq(banks.code, cardBins.bankCode))
    .where(eq(cardBins.bin, bin.slice(0, 6)));
  return row;
}
