import type { Api } from '../../src/api';
import type { CardGateway } from '../../src/api/purchase';
import type { AnalyticsTransaction } from '../../src/domain/purchase/analytics-transaction';
import type { PromoCookieJar } from '../session/session.actors';

/** What the flows' side effects are built from in the browser. */
export interface AppDependencies {
  api: Api;
  cookies: PromoCookieJar;
  /** The payment processor's browser tokeniser (the sandbox's by default). */
  cardGateway: CardGateway;
  /** Hands a downloaded file (the policy PDF, the quote PDF) to the browser. */
  saveFile: (file: Blob, fileName: string) => void;
  /** Sends a purchase's transaction to the analytics tool. */
  reportTransaction: (transaction: AnalyticsTransaction) => void;
}
