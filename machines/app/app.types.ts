import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { PromoData } from '../../src/domain/site/promo';
import type { ClientRoute } from '../../src/domain/site/routes';
import type { ArrivalParams } from '../../src/domain/site/arrival';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { CartOutput } from '../cart-shared/cart.types';
import type { QuotationSelectedEvent } from '../quotation/quotation.types';
import type { WizardVariant } from '../quote-wizard/quote-wizard.types';
import type { SessionEmitted } from '../session/session.types';
import type {
  QuoteChoices,
  QuoteInputs,
  QuoteSharingRequest,
  QuotationSettledEvent,
} from '../contracts/quotation-link';
import type { PurchaseStart } from './cart-input';

/** The flows the app runs; each child's id and systemId. */
export const flowIds = [
  'session',
  'quoteWizard',
  'quotation',
  'individualCart',
  'companyCart',
  'afterPurchase',
] as const;
export type FlowId = (typeof flowIds)[number];

export interface AppInput {
  /** The first URL's query (promo code, cartId) and path (the wizard variant). */
  arrival: ArrivalParams;
  path: string;
  partnerCode?: string;
  /** The site's origin; the carts send the page they emit from. */
  origin: string;
  googleAnalyticsId?: string;
  /** The tab had a stored app it could not run (tampered, cut short): this one starts afresh. */
  restoreRefused?: boolean;
}

export interface AppContext {
  /** What the session starts from. */
  arrival: ArrivalParams;
  partnerCode?: string;
  /** The page the visitor is on (reported by the binding). */
  path: string;
  origin: string;
  googleAnalyticsId?: string;
  wizardVariant: WizardVariant;
  /** The accepted promo (session): quotes carry its code, the carts its data. */
  promoCode?: string;
  promo?: PromoData;
  blacklist: InsurerCode[];
  /** The quotation the running cart sells, with the quote it came from. */
  selection?: PurchaseStart['selection'];
  /** The cart's outcome, for the thank-you page. */
  issuedPolicy?: CartOutput;
  /** The session tells the visitor it started afresh (AppInput). */
  restoreRefused?: boolean;
}

/**
 * The visitor (through the binding) tells the app where they are, and with which URL the page
 * was opened: on a reload the stored flows come back, and a promo or cart in the URL is newer.
 */
export type AppRouteEvent =
  { type: 'app.routeEntered'; path: string } | { type: 'app.urlOpened'; arrival: ArrivalParams };

/** What the children announce, as the relays (app.relays.ts) hand it to the app. */
export type AppChildEvent =
  /** The visitor chose the model to quote: the quotation's code may load. */
  | { type: 'wizard.modelChosen' }
  /** The wizard's last step was accepted: quote these inputs (the model's versions if listed). */
  | { type: 'wizard.handedOver'; inputs: QuoteInputs; versions?: Version[] }
  | Extract<
      SessionEmitted,
      {
        type:
          | 'session.resetStoredFlow'
          | 'session.promoApplied'
          | 'session.promoEntered'
          | 'session.cartRestored'
          | 'session.partnerCodeInForce';
      }
    >
  /** A restored cart is quoted again, with its package and policy choices. */
  | ({ type: 'session.requoteRequested'; inputs: QuoteInputs } & QuoteChoices)
  | { type: 'session.editingLockChanged'; locked: boolean }
  | { type: 'session.navigationRequested'; to: ClientRoute }
  | QuotationSelectedEvent
  | QuotationSettledEvent
  /** The quotation asks the session to save or download the quote on screen. */
  | QuoteSharingRequest
  /** The quotation's code arrived, with the quote asked for meanwhile (or could not be loaded). */
  | {
      type: 'xstate.done.actor.loadQuotation';
      output: { inputs: QuoteInputs; versions?: Version[] } & QuoteChoices;
    }
  | { type: 'xstate.error.actor.loadQuotation'; error: unknown }
  | { type: 'xstate.done.actor.preloadQuotation' }
  | { type: 'xstate.error.actor.preloadQuotation'; error: unknown }
  /** The purchase flows' code arrived (or could not be loaded). */
  | { type: 'xstate.done.actor.loadPurchaseFlows' }
  | { type: 'xstate.error.actor.loadPurchaseFlows'; error: unknown }
  | { type: 'xstate.error.actor.preloadPurchaseFlows'; error: unknown }
  | { type: 'xstate.done.actor.individualCart'; output: CartOutput }
  | { type: 'xstate.done.actor.companyCart'; output: CartOutput };

export type AppEvent = AppRouteEvent | AppChildEvent;

/** The binding applies navigation; the machine never touches the router. */
export type AppEmitted = { type: 'navigation.requested'; to: ClientRoute };
