import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../domain/common/errors';
import { messages } from '../../domain/validation/messages';
import type { Database } from '../db/client';
import { cardTokenBrowsers } from '../db/schema/index';
import { AppError } from '../http/errors';

/** Remembers the browser a card token was made for. */
export async function recordTokenBrowser(db: Database, token: string, browserId: string) {
  await db.insert(cardTokenBrowsers).values({ token, browserId });
}

/**
 * A card token is charged only for the browser that made it: any other browser (or a token of
 * no browser) hears what a token the processor does not know answers, and nothing is charged.
 */
export async function requireOwnCardToken(
  db: Database,
  token: string,
  browserId: string | undefined,
): Promise<void> {
  const [own] = browserId
    ? await db
        .select({ token: cardTokenBrowsers.token })
        .from(cardTokenBrowsers)
        .where(and(eq(cardTokenBrowsers.token, token), eq(cardTokenBrowsers.browserId, browserId)))
    : [];
  if (!own)
    throw new AppError(400, errorCodes.validation, messages.cardToken, {
      cardNumber: [messages.cardToken],
    });
}
