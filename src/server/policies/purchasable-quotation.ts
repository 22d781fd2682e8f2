import { eq } from 'drizzle-orm';
import { errorCodes } from '../../domain/common/errors';
import { quotationExpiredMessage } from '../../domain/payment/payment-outcomes';
import { messages } from '../../domain/validation/messages';
import type { Database } from '../db/client';
import { quotations } from '../db/schema/index';
import { selectStoredQuotations, type StoredQuotationRow } from '../quotation/quotation-store';
import { isUuid } from '../db/uuid';
import { AppError, notFound } from '../http/errors';

export const quotationNotFoundMessage =
  'No encontramos la cotización. Vuelve a cotizar para continuar.';

export async function findQuotation(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectStoredQuotations(db, eq(quotations.id, id));
  return row;
}

/**
 * The stored quotation a purchase refers to: it must exist, be the insurer the call names and
 * be within its offer; its price is the one charged, whatever the body says.
 */
export async function purchasableQuotation(
  db: Database,
  quotationId: string,
  providerCode: string,
): Promise<StoredQuotationRow> {
  const quotation = await findQuotation(db, quotationId);
  if (!quotation) throw notFound(quotationNotFoundMessage);
  if (quotation.providerCode !== providerCode)
    throw new AppError(400, errorCodes.validation, messages.choiceNotOffered, {
      providerCode: [messages.choiceNotOffered],
    });
  if (quotation.expiresAt.getTime() <= Date.now())
    throw new AppError(410, 'quotation-expired', quotationExpiredMessage);
  return quotation;
}
