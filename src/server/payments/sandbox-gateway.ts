import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { cardBin, detectCardBrand, type CardBrand, type CardType } from '../../domain/payment/card';
import type { CardDeclineReason } from '../../domain/payment/payment-outcomes';
import { cardNumberCheckMessage } from '../../domain/payment/payment-outcomes';
import { cardRejectionMessages } from '../../domain/validation/messages';
import type { CardTokenizeRequest } from '../../domain/validation/card-token-request';
import type { Clock } from '../background/clock';
import { findBin } from '../catalog/payments/payment-store';
import type { Database } from '../db/client';
import { gatewayAuthorizations, gatewayCardTokens } from '../db/schema/index';
import type {
  AuthorizationOutcome,
  AuthorizationRequest,
  KeptCardCharge,
  KeptCardChargeOutcome,
  PaymentGateway,
  TokenizeOutcome,
} from './payment-gateway';
import { findTestCard, slowApprovalMs, type CardBehaviour } from './test-cards';

/** A token is good for one charge within this time, as processors' card tokens are. */
const tokenLifetimeMs = 15 * 60 * 1000;

const declineAtAuthorization: Partial<Record<CardBehaviour, CardDeclineReason>> = {
  decline: 'declined',
  insufficientFunds: 'insufficientFunds',
  notValidForInsurer: 'notValidForInsurer',
  cardTypeNotAllowed: 'cardTypeNotAllowed',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

type TokenRow = typeof gatewayCardTokens.$inferSelect;

/**
 * The sandbox processor: its vault and ledger are tables of ours, it answers after `latencyMs`,
 * dates what it does by the app's clock, and the published test cards (test-cards.ts) choose the
 * outcome. It never stores the number or the CVV: a token row keeps brand, BIN, last four, card
 * type and the test behaviour.
 */
export function createSandboxGateway(
  db: Database,
  latencyMs: number,
  clock: Clock,
): PaymentGateway {
  const answerTime = () => (latencyMs > 0 ? sleep(latencyMs) : Promise.resolve());
  return {
    async tokenize(card) {
      await answerTime();
      return tokenize(db, clock, card);
    },
    async describeCard(cardToken) {
      const [card] = await db
        .select()
        .from(gatewayCardTokens)
        .where(eq(gatewayCardTokens.token, cardToken));
      if (!card) return undefined;
      const { bin, lastFour } = card;
      return { bin, lastFour, brand: card.brand as CardBrand, cardType: card.cardType as CardType };
    },
    async authorize(request) {
      await answerTime();
      return authorize(db, clock, request);
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
    // A released hold gives its card token back (unused again, within its lifetime): the buyer's
    // 'Intentar de nuevo' after a failed issuance holds the same card without typing it again.
    async void(authorizationId) {
      const [voided] = await db
        .update(gatewayAuthorizations)
        .set({ status: 'voided' })
        .where(
          and(
            eq(gatewayAuthorizations.id, authorizationId),
            eq(gatewayAuthorizations.status, 'authorized'),
          ),
        )
        .returning({ token: gatewayAuthorizations.token });
      if (voided)
        await db
          .update(gatewayCardTokens)
          .set({ usedAt: null })
          .where(eq(gatewayCardTokens.token, voided.token));
    },
    async chargeKeptCard(charge) {
      await answerTime();
      return chargeKeptCard(db, clock, charge);
    },
  };
}

async function tokenize(
  db: Database,
  clock: Clock,
  card: CardTokenizeRequest,
): Promise<TokenizeOutcome> {
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
  const bin = cardBin(card.cardNumber);
  const cardType = testCard?.cardType ?? (await cardTypeFromBin(db, bin));
  const cardToken = newId('tok');
  const lastFour = card.cardNumber.slice(-4);
  await db.insert(gatewayCardTokens).values({
    token: cardToken,
    brand,
    bin,
    lastFour,
    cardType,
    behaviour,
    createdAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + tokenLifetimeMs),
  });
  return { status: 'tokenized', cardToken, brand, lastFour };
}

async function cardTypeFromBin(db: Database, bin: string): Promise<CardType> {
  const known = await findBin(db, bin);
  return known?.cardType === 'debit' ? 'debit' : 'credit';
}

async function authorize(
  db: Database,
  clock: Clock,
  request: AuthorizationRequest,
): Promise<AuthorizationOutcome> {
  const earlier = await findAuthorization(db, request.idempotencyKey);
  if (earlier) return earlier;
  const [card] = await db
    .update(gatewayCardTokens)
    .set({
      usedAt: clock.now(),
      keptForLaterCharges: request.keepCardForLaterCharges === true,
    })
    .where(
      and(
        eq(gatewayCardTokens.token, request.cardToken),
        isNull(gatewayCardTokens.usedAt),
        gt(gatewayCardTokens.expiresAt, clock.now()),
      ),
    )
    .returning();
  if (!card) return (await findAuthorization(db, request.idempotencyKey)) ?? tokenInvalid();
  if (card.behaviour === 'slowApproval') await sleep(slowApprovalMs);
  const reason = declineReasonOf(card.behaviour as CardBehaviour, card.cardType, request);
  await recordCharge(db, clock, {
    idempotencyKey: request.idempotencyKey,
    token: card.token,
    amount: request.amount,
    installments: request.installments,
    bankCode: request.bankCode,
    status: reason ? 'declined' : 'authorized',
    declineReason: reason ?? null,
  });
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

/** A later instalment: only a card its buyer let us keep can be charged again. */
async function chargeKeptCard(
  db: Database,
  clock: Clock,
  charge: KeptCardCharge,
): Promise<KeptCardChargeOutcome> {
  const earlier = await findKeptCardCharge(db, charge.idempotencyKey);
  if (earlier) return earlier;
  const card = await findKeptCard(db, charge.cardToken);
  const reason = card ? keptCardDeclineReason(card) : 'tokenInvalid';
  await recordCharge(db, clock, {
    idempotencyKey: charge.idempotencyKey,
    token: charge.cardToken,
    amount: charge.amount,
    installments: 1,
    bankCode: '',
    status: reason ? 'declined' : 'captured',
    declineReason: reason ?? null,
  });
  return (await findKeptCardCharge(db, charge.idempotencyKey)) as KeptCardChargeOutcome;
}

async function findKeptCard(db: Database, token: string): Promise<TokenRow | undefined> {
  const [card] = await db
    .select()
    .from(gatewayCardTokens)
    .where(
      and(eq(gatewayCardTokens.token, token), eq(gatewayCardTokens.keptForLaterCharges, true)),
    );
  return card;
}

function keptCardDeclineReason(card: TokenRow): CardDeclineReason | undefined {
  const behaviour = card.behaviour as CardBehaviour;
  if (behaviour === 'laterChargesDeclined') return 'declined';
  return declineAtAuthorization[behaviour];
}

/** The ledger's one row per idempotency key: a concurrent twin with the same key inserts nothing. */
async function recordCharge(
  db: Database,
  clock: Clock,
  row: Omit<typeof gatewayAuthorizations.$inferInsert, 'id' | 'createdAt'>,
) {
  await db
    .insert(gatewayAuthorizations)
    .values({ id: newId('auth'), createdAt: clock.now(), ...row })
    .onConflictDoNothing();
}

async function findKeptCardCharge(
  db: Database,
  idempotencyKey: string,
): Promise<KeptCardChargeOutcome | undefined> {
  const [row] = await db
    .select()
    .from(gatewayAuthorizations)
    .where(eq(gatewayAuthorizations.idempotencyKey, idempotencyKey));
  if (!row) return undefined;
  return row.status === 'captured'
    ? { status: 'paid', authorizationId: row.id }
    : { status: 'declined', reason: row.declineReason as CardDeclineReason };
}

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
