import type { ClientRoute } from '../../src/domain/site/routes';
import type { ArrivalParams } from '../../src/domain/site/arrival';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { PromoCodeAnswer, PromoData } from '../../src/domain/site/promo';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import type {
  CartToSave,
  QuoteInputs,
  QuoteSharingRequest,
  QuotationRequestEvent,
  QuotationSettledEvent,
} from '../contracts/quotation-link';

export interface VersionOption {
  id: string;
  description: string;
}

/** What a restore fetches again: the catalogue has moved on since the cart was saved. */
export interface RestoredCatalogue {
  versions: VersionOption[];
  supportedInsurers: string[];
  brandName: string;
  subbrandName: string;
  /** The model year of the cart's modelId. */
  model: number;
}

export interface SessionContext {
  arrival: ArrivalParams;
  /** The partner code the calls carry: the site's, or the accepted promo's partner. */
  partnerCode: string;
  /** The site's own partner code (the build's brand), worn again after a promo without one. */
  sitePartnerCode: string;
  promoCode?: string;
  promo?: PromoData;
  /** The leads channel (AS_LEADS) cannot edit the quote. */
  editingLocked: boolean;
  blacklist: InsurerCode[];
  /** The provider already selected when the visitor arrives (from the stored quotation). */
  selectedProvider?: InsurerCode;
  cartId?: string;
  cart?: RestoredCart;
  catalogue?: RestoredCatalogue;
  quotationStep?: number;
  emissionStep?: number;
  withoutQuotes: boolean;
  /** The URL of a page opened over the stored session, while it is weighed (session.arrive). */
  openedUrl?: ArrivalParams;
  /** What the page says: cart not recovered, promo code invalid, PDF not downloaded. */
  message?: string;
  /** The discount modal's code and what became of it. */
  promoEntry?: PromoEntry;
  /** The save-quote modal's address and what became of it. */
  quoteMail?: QuoteMail;
}

/** A code typed in the discount modal: being checked, applied (with its discount) or refused. */
export type PromoEntry =
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; discountPercent: number }
  | { status: 'rejected'; code: string; message: string };

/** The save-quote modal: the cart saved and its link mailed, or why not. */
export type QuoteMail =
  | { status: 'sending' | 'sent'; emailAddress: string }
  | { status: 'rejected' | 'failed'; emailAddress: string; message: string };

/** What the PDF download asks for: the listed quotations of the package shown. */
export interface QuotePdfRequest {
  quotationIds: string[];
}

/** The answer of the promo call, as the session reads it. */
export type LoadedPromo = PromoCodeAnswer;

export interface SessionInput {
  arrival: ArrivalParams;
  partnerCode?: string;
  selectedProvider?: InsurerCode;
  /** The tab's stored flows could not be restored: the visitor is told they start afresh. */
  restoreRefused?: boolean;
}

export type { CartToSave };

export type SessionEvent =
  /**
   * The page was opened (or reloaded) with this URL. A cart or a promo it names that the session
   * does not hold yet is the visitor's newest intent: it wins over the stored session.
   */
  | { type: 'session.arrive'; arrival: ArrivalParams }
  | { type: 'session.applyPromo'; promoCode: string }
  | { type: 'session.setPartnerCode'; partnerCode: string }
  /** Saving or downloading the quote, asked by the quotation through the app. */
  | QuoteSharingRequest
  | { type: 'session.dismissMessage' }
  | QuotationSettledEvent;

/** Effects on the rest of the app; the app machine (machines/app) routes them. */
export type SessionEmitted =
  /** Forget the stored cart, quotation, utility flags and blacklist (a cart is not recovered). */
  | { type: 'session.resetStoredFlow' }
  /**
   * A promo arrived and was accepted: forget the stored cart, quotation, utility flags and
   * blacklist, then quote with this code, its data and its blacklist.
   */
  | {
      type: 'session.promoApplied';
      promoCode: string;
      promo: PromoData;
      blacklist: InsurerCode[];
    }
  /** A saved cart was loaded: the wizard and the carts rebuild from it. */
  | {
      type: 'session.cartRestored';
      inputs: QuoteInputs;
      cart: RestoredCart;
      versions: VersionOption[];
      quotationStep?: number;
      emissionStep?: number;
    }
  /**
   * A code typed in the discount modal was accepted: the quote on screen is priced again with it
   * (an arrival's promo starts afresh instead).
   */
  | {
      type: 'session.promoEntered';
      promoCode: string;
      promo: PromoData;
      blacklist: InsurerCode[];
    }
  /**
   * The calls carry this partner code from now on: said on each arrival (a restored session's
   * code) and whenever a promo or the partner code changes it.
   */
  | { type: 'session.partnerCodeInForce'; partnerCode: string }
  | { type: 'wizard.setEditingLock'; locked: boolean }
  | { type: 'navigation.requested'; to: ClientRoute }
  | QuotationRequestEvent;

export interface PromoCookie {
  promoCode: string;
  days: number;
}
