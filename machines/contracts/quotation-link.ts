import type { PackageCode } from '../../src/domain/coverage/packages';
import type { Gender, PersonType } from '../../src/domain/quote/person';
import type { SaveCartRequest } from '../../src/domain/validation/cart-request';
import type { QuoteRequestInput } from '../../src/domain/validation/quote-request';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';

/**
 * The interface between the quote wizard, the session and the quotation machine. The machines
 * do not hold references to each other: the wizard and the session `emit` these events and the
 * app machine (machines/app) forwards them to the quotation; it also tells the session
 * `quotation.settled` when a round ends, and hands it the quotation's quote-sharing requests.
 */

/** What a quote round needs from the wizard (or from a restored cart). */
export interface QuoteInputs {
  subbrandId: string;
  subbrandName: string;
  brandName: string;
  modelId: string;
  /** Model year. */
  model: number;
  postalCode: string;
  /** Insurers that quote in this postal code (the postal lookup's answer). */
  supportedInsurers: string[];
  personType: PersonType;
  /** Absent when the wizard did not ask (defaults to male / company when quoting). */
  gender?: Gender;
  /** `yyyy-mm-dd`; absent defaults to 1986-03-13 when quoting. */
  birthdate?: string;
  /** Given by a restored cart; else the quotation picks the version. */
  versionId?: string;
  leadId?: string;
}

/**
 * The choices a quote is asked with besides its inputs (a restored cart's): the policy choices
 * to price with and the package to show. Absent ones keep the quotation's current values.
 */
export interface QuoteChoices {
  policy?: Partial<
    Pick<
      QuoteRequestInput,
      'paymentFrequency' | 'validity' | 'indemnityValue' | 'hasCoveragesEdited'
    >
  >;
  package?: PackageCode;
}

/** Accepted by the quotation machine: start a new round (cancelling the one in flight). */
export interface QuotationRequestEvent extends QuoteChoices {
  type: 'quotation.request';
  inputs: QuoteInputs;
  /** Added by the app machine from the session: the promo code to quote with… */
  promoCode?: string;
  /** …and the insurers the promo removes from the comparison. */
  blacklist?: string[];
  /**
   * The model's versions, when the sender listed them already (the wizard, while the visitor
   * answered its later steps): the quotation quotes without asking for them first.
   */
  versions?: Version[];
}

/** Sent to the session when the round it asked for has settled. */
export interface QuotationSettledEvent {
  type: 'quotation.settled';
  withoutQuotes: boolean;
}

export const quotationRequest = (
  inputs: QuoteInputs,
  choices: QuoteChoices = {},
): QuotationRequestEvent => ({ type: 'quotation.request', inputs, ...choices });

/** The saved cart of the save-quote modal: what restoring it needs to quote the same again. */
export type CartToSave = Omit<SaveCartRequest, 'cartId' | 'partnerCode'>;

/**
 * Sharing the quote on screen: the quotation says which cart or which quotations, the app hands
 * the request, named the same, to the session, which saves and mails it or downloads the PDF.
 */
export type QuoteSharingRequest =
  /** The save-quote modal: save the cart, then mail its link to this address. */
  | { type: 'session.saveQuote'; cart: CartToSave; emailAddress: string }
  /** 'Descargar PDF': the quote of the package shown, as a file. */
  | { type: 'session.downloadQuotePdf'; quotationIds: string[] };
