import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import { afterPurchaseMachine } from './after-purchase.machine';
import type { SignedInAccount, SignUpAnswer } from '../../src/domain/account';
import type { AnalyticsTransaction } from '../../src/domain/analytics-transaction';
import type {
  AccountOpening,
  LoginAttempt,
  PendingPayment,
  PendingPaymentRequest,
  PolicyDownload,
} from './after-purchase.types';
import type { CardGateway } from '../../src/api/purchase';
import type { Bank } from '../../src/domain/bank-cards';
import { isApiError, isServiceFailure } from '../../src/domain/errors';
import { cardDeclineMessages } from '../../src/domain/payment-outcomes';
import { protectCard, refusalFields } from '../cart-shared/card-protection';
import { formErrorKey } from '../cart-shared/step-validation';

export interface AfterPurchaseDependencies {
  api: Pick<Api, 'account' | 'purchase' | 'catalog'>;
  /** Tokenises the card that pays a pending policy (the carts' own gateway). */
  cardGateway: CardGateway;
  /** Hands a downloaded file to the browser (a save dialog or the downloads folder). */
  saveFile: (file: Blob, fileName: string) => void;
  /** The analytics tool's transaction (src/web/analytics). */
  reportTransaction: (transaction: AnalyticsTransaction) => void;
}

/** A token lives just long enough to fetch one PDF. */
const policyDownloadTokenSeconds = 120;

/** The after-purchase flow on the API client. */
export function createAfterPurchaseMachine({
  api,
  cardGateway,
  saveFile,
  reportTransaction,
}: AfterPurchaseDependencies) {
  return afterPurchaseMachine.provide({
    actions: {
      reportTransaction: (_, transaction: AnalyticsTransaction) => reportTransaction(transaction),
    },
    actors: {
      logIn: fromPromise<SignedInAccount, LoginAttempt>(({ input }) => api.account.login(input)),
      openAccount: fromPromise<SignUpAnswer, AccountOpening>(({ input }) =>
        api.account.signUp(input),
      ),
      loadBanks: fromPromise<Bank[], { providerCode: string }>(({ input }) =>
        api.catalog.listBanks(input),
      ),
      payPendingPolicy: fromPromise<PendingPayment, PendingPaymentRequest>(({ input }) =>
        payPendingPolicy(api.purchase, cardGateway, input),
      ),
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        const { accessToken } = await api.account.getAccessToken({
          userId: input.userId,
          expiresInSeconds: policyDownloadTokenSeconds,
        });
        const pdf = await api.purchase.downloadPolicyPdf(input.policyNumber, accessToken);
        saveFile(pdf, `poliza-${input.policyNumber}.pdf`);
      }),
    },
  });
}

/**
 * The pending receipt paid with the card typed on the thank-you page: protected as the cart
 * protects it, then POST /api/policy/pay. The server's refusal of the card (declined, another
 * bank) comes back as its fields' messages; a charge the processor still failed says so.
 */
async function payPendingPolicy(
  purchase: AfterPurchaseDependencies['api']['purchase'],
  gateway: CardGateway,
  { card, quotationId, providerCode }: PendingPaymentRequest,
): Promise<PendingPayment> {
  const protection = await protectCard(purchase, gateway, card);
  if (protection.status === 'refused') return protection;
  const { cardToken, bank, cardType, installments } = protection.card;
  const payment = { cardToken, bank, cardType, installments };
  try {
    const result = await purchase.pay({ quotationId, payment }, providerCode);
    return result.paymentStatus === 'paid'
      ? { status: 'paid' }
      : { status: 'refused', errors: { [formErrorKey]: cardDeclineMessages.declined } };
  } catch (error) {
    if (!isApiError(error) || isServiceFailure(error)) throw error;
    return {
      status: 'refused',
      errors: refusalFields(error, { [formErrorKey]: error.message }),
    };
  }
}
