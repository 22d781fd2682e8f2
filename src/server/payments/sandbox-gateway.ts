import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { detectCardBrand, type CardType } from '../../domain/card';
import type { CardDeclineReason } from '../../domain/payment-outcomes';
import { cardNumberCheckMessage } from '../../domain/payment-outcomes';
import { cardRejectionMessages } from '../../domain/validation/messages';
import type { CardTokenizeRequest } from '../../domain/validation/card-token-request';
import { findBin } from '../catalog/payments/payment-store';
import type { Database } from '../db/client';
import { gatewayAuthorizations, gatewayCardTokens } from '../db/schema/index';
import type {
  AuthorizationOutcome,
  AuthorizationRequest,
  PaymentGateway,
  TokenizeOutcome,
} from './payment-gateway';
import { findTestCard, type CardBehaviour } from './test-cards';

/** A token is good for one charge within this time, as processors' card tokens are. */
const tokenLifetimeMs = 15 * 60 * 1000;

const declineAtAuthorization: Partial<Record<CardBehaviour, CardDeclineReason>> = {
  decline: 'declined',
  insufficientFunds: 'insufficientFunds',
  notValidForInsurer: 'notValidForInsurer',
  cardTypeNotAllowed: 'cardTypeNotAllowed',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The sandbox processor: its vault and ledger are tables of ours, it answers after `latencyMs`,
 * and the published test cards (test-cards.ts) choose the outcome. It never stores the number
 * or the CVV: a token row keeps brand, last four, card type and the test behaviour.
 */
export function createSandboxGateway(db: Database, latencyMs: number): PaymentGateway {
  const answerTime = () => (latencyMs > 0 ? sleep(latencyMs) : Promise.resolve());
  return {
    async tokenize(card) {
      await answerTime();
      return tokenize(db, card);
    },
    async authorize(request) {
      await answerTime();
      return authorize(db, request);
    },
    async capture(authorizationId) {
      await answerTime();
      const [row] = await db
        .select({ status: gatewayAuthorizations.status, behaviour: gatewayCardTokens.behaviour })
        .from(gatewayAuthorizations)
        .innerJoin(gatewayCardTokens, eq(gatewayCardTokens.token, gatewayAuthorizations.token))
        .where(eq(gatewayAuthorizations.id, authorizationId));
      if (!row || !['authorized', 'captured'].includes(row.status)) return { status: 'declined' };
      const status = row.behaviour === 'captureDeclined' ? 'capture-declined' : 'captured';
      await db
        .update(gatewayAuthorizations)
        .set({ status })
        .where(eq(gatewayAuthorizations.id, authorizationId));
      return { status: status === 'captured' ? 'captured' : 'declined' };
    },
    async void(authorizationId) {
      await db
        .update(gatewayAuthorizations)
        .set({ status: 'voided' })
        .where(
          and(
            eq(gatewayAuthorizations.id, authorizationId),
            eq(gatewayAuthorizations.status, 'authorized'),
          ),
        );
    },
  };
}

async function tokenize(db: Database, card: CardTokenizeRequest): Promise<TokenizeOutcome> {
  const brand = detectCardBrand(card.cardNumber);
  if (!brand) return { status: 'refused', field: 'cardNumber', message: cardNumberCheckMessage };
  const testCard = findTestCard(card.cardNumber);
  const behaviour = testCard?.behaviour ?? 'approve';
  if (behaviour === 'expiredCard')
    return { status: 'refused', field: 'expirationDate', message: cardRejectionMessages.expiry };
  if (behaviour === 'incorrectSecurityCode')
    return {
      status: 'refused',
      field: 'securityCode',
      message: cardRejectionMessages.securityCode,
    };
  const cardType = testCard?.cardType ?? (await cardTypeFromBin(db, card.cardNumber));
  const cardToken = newId('tok');
  const lastFour = card.cardNumber.slice(-4);
  await db.insert(gatewayCardTokens).values({
    token: cardToken,
    brand,
    lastFour,
    cardType,
    behaviour,
    expiresAt: new Date(Date.now() + tokenLifetimeMs),
  });
  return { status: 'tokenized', cardToken, brand, lastFour };
}

async function cardTypeFromBin(db: Database, cardNumber: string): Promise<CardType> {
  const bin = await findBin(db, cardNumber.slice(0, 6));
  return bin?.cardType === 'debit' ? 'debit' : 'credit';
}

async function authorize(
  db: Database,
  request: AuthorizationRequest,
): Promise<AuthorizationOutcome> {
  const earlier = await findAuthorization(db, request.idempotencyKey);
  if (earlier) return earlier;
  const [card] = await db
    .update(gatewayCardTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(gatewayCardTokens.token, request.cardToken),
        isNull(gatewayCardTokens.usedAt),
        gt(gatewayCardTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!card) return (await findAuthorization(db, request.idempotencyKey)) ?? tokenInvalid();
  const reason = declineReasonOf(card.behaviour as CardBehaviour, card.cardType, request);
  await db
    .insert(gatewayAuthorizations)
    .values({
      id: newId('auth'),
      idempotencyKey: request.idempotencyKey,
      token: card.token,
      amount: request.amount,
      installments: request.installments,
      bankCode: request.bankCode,
      status: reason ? 'declined' : 'authorized',
      declineReason: reason ?? null,
    })
    .onConflictDoNothing();
  return (await findAuthorization(db, request.idempotencyKey)) ?? tokenInvalid();
}

/** Months without interest are for credit cards; a debit card asked for them is refused. */
function declineReasonOf(
  behaviour: CardBehaviour,
  cardType: string,
  request: AuthorizationRequest,
): CardDeclineReason | undefined {
  const byTestCard = declineAtAuthorization[behaviour];
  if (byTestCard) return byTestCard;
  return request.installments > 1 && cardType !== 'credit' ? 'cardTypeNotAllowed' : undefined;
}

const tokenInvalid = (): AuthorizationOutcome => ({ status: 'declined', reason: 'tokenInvalid' });

async function findAuthorization(
  db: Database,
  idempotencyKey: string,
): Promise<AuthorizationOutcome | undefined> {
  const [row] = await db
    .select({
      id: gatewayAuthorizations.id,
      status: gatewayAuthorizations.status,
      declineReason: gatewayAuthorizations.declineReason,
      brand: gatewayCardTokens.brand,
      lastFour: gatewayCardTokens.lastFour,
    })
    .from(gatewayAuthorizations)
    .innerJoin(gatewayCardTokens, eq(gatewayCardTokens.token, gatewayAuthorizations.token))
    .where(eq(gatewayAuthorizations.idempotencyKey, idempotencyKey));
  if (!row) return undefined;
  const { brand, lastFour } = row;
  return row.status === 'declined'
    ? { status: 'declined', reason: row.declineReason as CardDeclineReason, brand, lastFour }
    : { status: 'authorized', authorizationId: row.id, brand, lastFour };
}
