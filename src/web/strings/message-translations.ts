import { genericMessages } from '../../domain/common/errors';
import {
  cardDeclineMessages,
  cardNumberCheckMessage,
  emissionErrorMessage,
  paymentRequiredMessage,
  promoWithdrawnMessage,
  quotationExpiredMessage,
} from '../../domain/payment/payment-outcomes';
import {
  noProvidersMessage,
  quoteErrorApology,
  quoteErrorMessage,
  vehicleNotFoundMessage,
} from '../../domain/quote/quotation';
import { packageNotAvailableMessage } from '../../domain/quote/quote-restrictions';
import { catalogMessages } from '../../domain/validation/catalog-requests';
import { cardRejectionMessages, messages, warnings } from '../../domain/validation/messages';
import { cartMessages } from '../../../machines/cart-shared/cart-messages';
import { submitLabels } from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { Language } from '../../domain/site/languages';

/**
 * English for the messages that machines, domain rules and the server produce in Spanish (the
 * specs' exact words, which stay the source). Keyed by the Spanish text, so a view translates
 * whatever message it is handed, from the browser's own validation or from a server answer.
 */
type English<T extends Record<string, string>> = Record<keyof T, string>;

const validationEnglish: English<typeof messages> = {
  vehicleRequired: 'You have not entered a car',
  brandAndModelRequired: 'Oops! Do not forget to select the make and model',
  modelRequired: 'The model is required',
  quotePostalCode:
    'That postal code does not seem to exist. Do you know the postal code nearest to yours?',
  editPostalCode: 'The postal code is required',
  genderRequired: 'The gender is required',
  birthDatePartsFormat: 'The date format is not valid.',
  dateInvalid: 'You have not entered a valid date',
  leadGroup: 'Some details are incorrect.',
  promoCode: 'Invalid promo code',
  startDate: 'Invalid date',
  buyerUnderAge: 'You must be at least 18 to quote your insurance.',
  quoteEditingLocked: 'This quote cannot be changed.',
  storedStateRefused: 'We could not pick up where you left off; we are starting afresh.',
  firstName: 'Your name is needed to issue your policy, do not forget it.',
  surname: 'Your surname is essential to issue your policy, do not forget it.',
  companyName: 'You have not entered the company name',
  beneficiaryName: 'The name of your lender is essential in case of a claim.',
  mapfreBeneficiaryNameTooLong:
    'The preferred beneficiary name is longer than allowed. The maximum is 68 characters.',
  emailRequired: 'You have not entered a valid e-mail',
  emailFormat: 'Oops! Can you check that your e-mail address is written correctly?',
  phoneInvalid: 'You have not entered a valid phone number',
  phoneTooShort: 'Remember that the phone number must have at least 10 digits',
  street: 'You have not entered the street',
  externalNumber: 'You have not entered the street number',
  city: 'You have not entered the municipality',
  state: 'You have not entered the state',
  addressPostalCode: 'You have not entered a valid postal code',
  licensePlatesRequired: 'You have not entered your licence plates',
  licensePlatesHint: 'Your vehicle’s plates are essential for your insurance to cover you.',
  rfc: 'Incorrect RFC',
  vinInvalid: 'You have not entered a valid serial number',
  vinLength: 'The serial number must have 17 characters',
  engineNumber: 'You have not entered a valid engine number',
  cardNumber: 'The card number is invalid or missing',
  expirationDate: 'Invalid expiry date',
  securityCode: 'You have not entered the CVV',
  cardholderName: 'You have not entered the name shown on the card',
  bank: 'You have not chosen your bank',
  cardType: 'You have not chosen the card type',
  installments: 'You have not chosen the monthly instalments',
  invoiceFolio: 'The invoice number is required',
  invoiceDate: 'The invoice date is required',
  invoiceValue: 'The invoice amount is required',
  personType: 'Choose whether you are an individual or a company.',
  streetFormat: 'The street takes only letters, digits, spaces and the signs . , # / -',
  externalNumberFormat:
    'The street number takes up to 10 letters, digits, spaces or the signs . # / -',
  internalNumber: 'The interior number takes up to 10 letters, digits, spaces or the signs . # / -',
  neighborhood: 'You have not chosen your neighbourhood',
  version: 'You have not chosen your vehicle’s version',
  password:
    'Your password must have at least 10 characters, a capital letter, a digit and a special character.',
  privacyNotice: 'To continue, accept the privacy notice.',
  termsAndUsagePolicy: 'To continue, accept the terms and conditions and the usage policy.',
  choiceNotOffered: 'Choose one of the options offered.',
  invalidRequest: 'Some details are incorrect.',
  unsafeText: 'The text contains characters that are not allowed.',
  unknownMailCode: 'Unknown kind of e-mail.',
  cardToken: 'We could not protect your card details. Please try again.',
};

const cardRejectionEnglish: English<typeof cardRejectionMessages> = {
  expiry: 'Oops! Can you check that you entered your card’s expiry date correctly?',
  securityCode: 'It happens to all of us! There is an error in the security code...',
};

const warningEnglish: English<typeof warnings> = {
  rfcCheckDigit:
    'Check your RFC: its last character does not match the tax authority’s calculation. If your tax certificate shows it this way, you may continue.',
  vinCheckDigit:
    'Check your serial number: the character in position 9 does not match the check calculation. If your registration card shows it this way, you may continue.',
  vinPadding: 'If your serial number has fewer than 17 characters, fill it with zeros on the left.',
};

const genericEnglish: English<typeof genericMessages> = {
  unknown: 'Sorry, an unexpected error happened. Please try again in a few minutes.',
  upstreamUnavailable: 'We could not reach the insurer. Please try again in a few minutes.',
  upstreamTimeout: 'The insurer took too long to answer. Please try again in a few minutes.',
  databaseUnavailable: 'The database is not answering.',
  validation: 'Some details are incorrect.',
  unauthorized: 'Missing or invalid access credential.',
  forbidden: 'The request was refused for security reasons. Reload the page and try again.',
  notFound: 'We could not find what you are looking for.',
  rateLimited: 'Too many requests. Wait a moment and try again.',
  cancelled: 'Request cancelled',
};

const cardDeclineEnglish: English<typeof cardDeclineMessages> = {
  declined: 'Sorry, your bank declined the charge to this card. Please try another payment method.',
  insufficientFunds:
    'Sorry, your card does not have enough funds for this purchase. Please try another payment method.',
  notValidForInsurer:
    'Sorry, this card is not valid for this purchase. Please try another payment method.',
  cardTypeNotAllowed:
    'Sorry, the insurer does not accept this type of card. Please try another payment method.',
  bankMismatch: 'Hello! Please help us check the bank you selected',
  tokenInvalid: validationEnglish.cardToken,
};

const cartEnglish: English<typeof cartMessages> = {
  quoteError: 'Sorry, a quote error happened. An adviser will get in touch with you',
  emissionError:
    'Sorry, an unknown error happened while issuing the policy. An adviser will get in touch with you',
  cardNumberCheck: 'Sorry. Please help us check the card number you entered.',
  bankNotFound: cardDeclineEnglish.bankMismatch,
  startDateFixed: 'The start date can no longer change: your policy is being issued.',
  requestPolicyOpening: 'Done! That was easy, wasn’t it?',
};

const catalogEnglish: English<typeof catalogMessages> = {
  bankNotFound: cardDeclineEnglish.bankMismatch,
  platesNotFound: 'We found no vehicle registered with those plates.',
  insurerVersionNotFound: 'We could not find that version in the insurer’s catalogue.',
};

const submitLabelEnglish: English<typeof submitLabels> = {
  seeMyQuote: 'See my quote',
  quote: 'Get quotes',
  validating: 'Checking...',
};

const singleMessages: [spanish: string, english: string][] = [
  [cardNumberCheckMessage, cartEnglish.cardNumberCheck],
  [emissionErrorMessage, cartEnglish.emissionError],
  [
    quotationExpiredMessage,
    'This quote’s offer has expired. Quote again to see the current price.',
  ],
  [paymentRequiredMessage, 'This quote needs a card payment to issue the policy.'],
  [
    promoWithdrawnMessage,
    'This quote’s promo code is no longer valid. Quote again to see the current price.',
  ],
  [noProvidersMessage, 'No insurer is available for the selected vehicle'],
  [quoteErrorMessage, cartEnglish.quoteError],
  [quoteErrorApology, 'Sorry, a quote error has occurred.'],
  [
    vehicleNotFoundMessage,
    vehicleNotFoundMessage.replace(
      /^.*escríbenos a (.*)$/,
      'Sorry, we could not find your vehicle. For more information write to $1',
    ),
  ],
  [packageNotAvailableMessage, 'Package not available'],
];

function pairsOf<T extends Record<string, string>>(spanish: T, english: English<T>) {
  return (Object.keys(spanish) as (keyof T)[]).map(
    (key) => [spanish[key], english[key]] as [string, string],
  );
}

/** Every Spanish message with its English; the completeness test reads it. */
export const translatedMessages: ReadonlyMap<string, string> = new Map([
  ...pairsOf(messages, validationEnglish),
  ...pairsOf(cardRejectionMessages, cardRejectionEnglish),
  ...pairsOf(warnings, warningEnglish),
  ...pairsOf(genericMessages, genericEnglish),
  ...pairsOf(cardDeclineMessages, cardDeclineEnglish),
  ...pairsOf(cartMessages, cartEnglish),
  ...pairsOf(catalogMessages, catalogEnglish),
  ...pairsOf(submitLabels, submitLabelEnglish),
  ...singleMessages,
]);

/** The message in `language`; one we have no English for stays as it came. */
export function translateMessage(language: Language, message: string): string {
  return language === 'en' ? (translatedMessages.get(message) ?? message) : message;
}
