import { legalContactEmail, type LegalDocument } from './legal-document';

export const privacyEn: LegalDocument = {
  updated: '2024-03-26',
  intro:
    "This notice explains which personal data {broker} collects, what it uses them for and how you can exercise your rights, under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties.",
  clauses: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      paragraphs: [
        '{broker}, as an insurance broker, is responsible for the personal data you give us when you quote and buy. You can contact us at ' +
          legalContactEmail +
          '.',
      ],
    },
    {
      id: 'data-collected',
      heading: 'Data we collect',
      paragraphs: [
        'Identification and contact data (name, date of birth, RFC, e-mail and phone), your vehicle (make, model, year, serial number and plates), your postal code and address, and the data needed to process your payment. We do not keep your full card number or security code.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use your data',
      paragraphs: [
        'Necessary purposes: quoting with the insurers, buying and issuing your policy, collecting premiums, serving you and meeting legal duties.',
        'Secondary purposes: sending you offers, satisfaction surveys and reminders that your policy does not need.',
      ],
    },
    {
      id: 'opposition',
      heading: 'Objecting to secondary purposes (5 calendar days)',
      paragraphs: [
        'If you do not want us to use your data for the secondary purposes, you can object within 5 calendar days of giving them, by writing to ' +
          legalContactEmail +
          '. Objecting does not affect your insurance purchase.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers to insurers',
      paragraphs: [
        'We share your data with the insurers that quote and issue your policy, and with the payment processor, only for the necessary purposes. The law does not require your consent for these transfers.',
      ],
    },
    {
      id: 'arco-rights',
      heading: 'Your data rights (ARCO): response times',
      paragraphs: [
        'You can ask to access, rectify, cancel or object to the processing of your data (ARCO rights), or withdraw your consent, by writing to ' +
          legalContactEmail +
          ' with your identification.',
        'We answer your request within 20 business days at most and, if it is granted, make it effective within the 15 days after our answer.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'We use cookies to keep your session, your promo code (7 days) and the language you chose (a year), and to count visits to the site. You can delete or block them in your browser.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: ['We publish any change to this notice on this page, with its update date.'],
    },
  ],
};
