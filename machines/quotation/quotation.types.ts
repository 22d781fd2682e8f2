import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type {
  CustomiseFilters,
  RangedFilter,
  SpecialCover,
  SwitchFilter,
} from '../../src/domain/coverage/coverage';
import type { Customisation } from '../../src/domain/coverage/customise-filters';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { PackageCode } from '../../src/domain/coverage/packages';
import type { Quotation } from '../../src/domain/quote/quotation';
import type { WithoutQuotesReason } from '../../src/domain/quote/quote-outcome';
import type { QuoteSlot } from '../../src/domain/quote/quote-list';
import type { QuoteJob } from '../../src/domain/quote/quote-round';
import type { QuoteRequestInput } from '../../src/domain/validation/quote-request';
import type {
  QuotationRequestEvent,
  QuotationSettledEvent,
  QuoteInputs,
  QuoteSharingRequest,
} from '../contracts/quotation-link';

/** What the wizard (or a restored cart) hands over: the vehicle, the place and the person. */
export type { QuoteInputs };

/**
 * The policy choices of the quote bar and the summary
 * (docs/behaviour/quote/results.md#changing-the-quote).
 */
export type PolicyChoices = Required<
  Pick<QuoteRequestInput, 'paymentFrequency' | 'validity' | 'indemnityValue' | 'hasCoveragesEdited'>
> &
  Pick<QuoteRequestInput, 'beginDate' | 'coverages'>;

/** The body of one request; the API client adds the insurer and the partner code. */
export type QuoteBody = Omit<QuoteRequestInput, 'providerCode' | 'partnerCode'> & {
  filters: CustomiseFilters;
  package: PackageCode;
};

/** Input of the `requestQuote` actor: one insurer, one package. */
export interface QuoteCall {
  body: QuoteBody;
  providerCode: InsurerCode;
}

/** The body of a streamed round: every package the restrictions allow, for these insurers. */
export type QuoteRoundBody = Omit<QuoteBody, 'package'> & { providers: InsurerCode[] };

/** Input of the `quoteRound` actor: the whole round in one streamed request. */
export interface QuoteRoundCall {
  round: number;
  body: QuoteRoundBody;
}

/** A request of the round in flight, known by the id of the actor that makes it. */
export interface PendingQuote extends QuoteJob {
  actorId: string;
}

export type CustomisePanel = 'closed' | 'open' | 'confirmingLeave';

/**
 * A back or forward move the page holds while edits are unapplied: none held, held while the
 * panel asks, or the answer the page carries out (make the move, or drop it).
 */
export type HeldLeave = 'none' | 'asking' | 'proceed' | 'cancel';

export interface QuotationContext {
  inputs: QuoteInputs | null;
  /** The model's versions (the version modal) and the one quoted. */
  versions: Version[];
  versionId: string | null;
  policy: PolicyChoices;
  /** The package whose cards the results page shows. */
  currentPackage: PackageCode;
  promoCode: string | null;
  /** Insurers a promo removed from the comparison. */
  blacklist: InsurerCode[];
  /** 'Personaliza tu póliza' as the quote was requested; reset goes back to it. */
  originalCustomisation: Customisation;
  /** The customisation the quotes are priced with. */
  customisation: Customisation;
  /** What the buyer has edited in the panel and not applied yet. */
  draftCustomisation: Customisation;
  /** The panel: closed, open, or asking whether to lose the unapplied edits. */
  customisePanel: CustomisePanel;
  /** The move the page holds, if any, and the quotation's answer to it. */
  heldLeave: HeldLeave;
  /** The list of the results page: at most one quotation per provider and package. */
  quotes: Quotation[];
  selectedQuotation: Quotation | null;
  /** Requests the latest round made, and those of it that have not answered yet. */
  roundSize: number;
  pending: PendingQuote[];
  /** True when the next round re-prices the listed cards (a customisation), which stay listed. */
  repricesListedQuotes: boolean;
  /** True when the round re-quotes the selected provider alone, one request per package. */
  requotesSelectedProviderOnly: boolean;
  /** The insurers the latest full round asked (a round asking again keeps them). */
  askedInsurers: InsurerCode[];
  /** Insurers of the round in flight that failed or never answered. */
  failedInsurers: InsurerCode[];
  /** Once the round settles: those of them with no quote, named as 'no respondió a tiempo'. */
  unanswered: InsurerCode[];
  /** The insurers the next round asks again, the others' cards staying (none: a full round). */
  askingAgain: InsurerCode[];
  /** Numbers rounds so a new round's actors never share an id with the cancelled one's. */
  round: number;
  quotationInit: boolean;
  oneQuoteWasResolved: boolean;
  allQuotationsResolved: boolean;
  withoutQuotes: boolean;
  /** Set with withoutQuotes: which message the results page shows. */
  withoutQuotesReason: WithoutQuotesReason | null;
  /** The server refused the round in flight: no insurer quotes the vehicle. */
  vehicleRefused: boolean;
  /**
   * The offer countdown: when the first listed quotation expires, and the seconds left when the
   * countdown last moved (it shows minutes: updated once a minute and when the offer ends).
   */
  offerExpiresAt: string | null;
  offerSecondsLeft: number;
  /** The insurers the buyer ticked for the compare view (two to four). */
  comparedInsurers: InsurerCode[];
}

export type QuotationEvent =
  /** Start a quote round; cancels the round in flight and drops its results. */
  | (QuotationRequestEvent & {
      /** The customisation to quote with; the panel's initial values when omitted. */
      customisation?: Customisation;
    })
  /** The quote bar or the summary changed a policy choice: re-quote with it. */
  | { type: 'quotation.changePolicy'; policy: Partial<PolicyChoices> }
  /** The version modal: re-quote with another version of the model. */
  | { type: 'quotation.changeVersion'; versionId: string }
  /** Show the cards of another package (every package is already quoted). */
  | { type: 'quotation.showPackage'; package: PackageCode }
  /** 'Personaliza tu póliza' opens with the customisation the quotes are priced with. */
  | { type: 'quotation.openCustomise' }
  /** The buyer picks one of a ranged filter's values (not applied yet). */
  | { type: 'quotation.editFilter'; filter: RangedFilter; value: number }
  /** The buyer switches road assistance or legal defence (not applied yet). */
  | { type: 'quotation.switchFilter'; filter: SwitchFilter; on: boolean }
  /** The buyer switches a special cover (not applied yet). */
  | { type: 'quotation.switchCover'; cover: SpecialCover; on: boolean }
  /** Re-price with the edited customisation and close the panel. */
  | { type: 'quotation.applyFilters' }
  /** Back to the customisation the quote was requested with (re-priced if it was applied). */
  | { type: 'quotation.resetFilters' }
  /** Close the panel; with unapplied edits the buyer is asked first. */
  | { type: 'quotation.closeCustomise' }
  /** 'Los cambios hechos podrían perderse. ¿Deseas continuar?': yes, lose them… */
  | { type: 'quotation.confirmLeave' }
  /** …or no, keep editing. */
  | { type: 'quotation.cancelLeave' }
  /** The page holds a back or forward move: it goes on unless edits are unapplied (then: ask). */
  | { type: 'quotation.leaveHeld' }
  /** The page holds no move (any more): the answer was carried out, or none was asked for. */
  | { type: 'quotation.leaveSettled' }
  /** 'Seleccionar' on a card of an emit-enabled insurer: select it (the app starts the cart). */
  | { type: 'quotation.select'; providerCode: InsurerCode; package: PackageCode }
  /** A code typed in the discount modal was accepted: re-quote with it and its blacklist. */
  | { type: 'quotation.changePromo'; promoCode: string; blacklist: readonly string[] }
  /** The promo skips the results page: select its quotation (src/domain/quote/skip-see-quote.ts). */
  | { type: 'quotation.selectSkippingResults' }
  /** 'Comparar' on a card: tick or untick its insurer for the compare view (at most four). */
  | { type: 'quotation.toggleCompare'; providerCode: InsurerCode }
  /** The save-quote modal: the cart on screen is to be saved and mailed to this address… */
  | { type: 'quotation.saveQuote'; emailAddress: string }
  /** …or 'Descargar PDF': the cards of the package shown, as a file (both done by the session). */
  | { type: 'quotation.downloadQuotePdf' }
  /** Forget everything (a promo arrival resets the stored quotation). */
  | { type: 'quotation.reset' }
  /** The streamed round: one insurer's package was priced… */
  | { type: 'quotation.quoteAnswered'; round: number; quotation: Quotation }
  /** …or declined or, with `failed`, did not answer (its package is dropped)… */
  | { type: 'quotation.quoteRefused'; round: number; slot: QuoteSlot; failed?: boolean }
  /** …and the stream ended: what has not answered by now never will. */
  | { type: 'quotation.roundEnded'; round: number; vehicleRefused?: boolean }
  /** 'Volver a consultar': ask the insurers that did not answer again, keeping the others' cards. */
  | { type: 'quotation.askAgain' }
  /** Sent by the offer clock every second while the countdown runs. */
  | { type: 'quotation.offerTick'; now: number }
  | DoneActorEvent<Quotation>
  | DoneActorEvent<Version[]>
  | ErrorActorEvent;

/** A quotation was selected: what a cart needs to start from it. */
export interface QuotationSelectedEvent {
  type: 'quotation.selected';
  quotation: Quotation;
  inputs: QuoteInputs;
  /** The body the selected quotation was priced with (the company cart re-sends it). */
  quoteRequest: QuoteBody;
}

/** What the quotation tells the app machine; it never touches the router itself. */
export type QuotationEmitted = QuotationSelectedEvent | QuotationSettledEvent | QuoteSharingRequest;
