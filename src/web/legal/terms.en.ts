import { insurers } from '../../domain/insurers/insurers';
import { legalContactEmail, type LegalDocument } from './legal-document';
import { termsPartnerInsurers } from './partner-insurers';

export const termsEn: LegalDocument = {
  updated: '2025-01-09',
  intro:
    'These terms govern the use of {site} to quote, compare and buy car insurance. By quoting or buying through the site you accept them; please read them before you pay.',
  clauses: [
    {
      id: 'intermediary',
      heading: '{broker} acts only as an intermediary',
      paragraphs: [
        '{broker} is an insurance broker: it helps you compare and buy, but it is not an insurer. It accepts no risk and pays no claims.',
        'The insurer you choose decides whether to accept the risk and on what terms. The insurance contract is between you and the insurer.',
      ],
    },
    {
      id: 'cover-page',
      heading: "Check your policy's cover page",
      paragraphs: [
        "The policy's cover page is the document that prevails: it states the covers, sums insured, deductibles and period you bought.",
        'Check it as soon as you receive it. If anything differs from what you bought, tell us at once so we can ask the insurer to correct it.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documents and the 72-hour deadline',
      paragraphs: [
        'The documents insurance law requires (identification, proof of address and any that apply to you) must be uploaded to your account.',
        'If the insurer asks for further documents, you must deliver them within 72 natural hours of the request. If they are not delivered, the insurer may refuse or cancel the policy.',
      ],
    },
    {
      id: 'rights-before-claim',
      heading: 'Your rights before a claim',
      paragraphs: ['Before you buy and while your policy is in force you have the right to:'],
      items: [
        "Know {broker}'s identity as a broker and its registration number.",
        'Ask about the commission {broker} earns on the sale.',
        'Know the covers, sums insured, deductibles and exclusions before you pay.',
        'Receive your policy, its general conditions and the official payment receipts.',
        'Cancel your policy under its general conditions.',
      ],
    },
    {
      id: 'rights-after-claim',
      heading: 'Your rights after a claim',
      paragraphs: ['If you have a claim you have the right to:'],
      items: [
        'Be attended by the insurer through the channels your policy gives.',
        'Have the insurer pay the indemnity due within the legal term once it holds the supporting documents.',
        'Charge default interest if the insurer pays late.',
        "Go to CONDUSEF or to the courts if you disagree with the insurer's decision.",
        'Ask {broker} for guidance during the process, free of charge.',
      ],
    },
    {
      id: 'partner-insurers',
      heading: 'Insurers we work with',
      paragraphs: [
        '{broker} has a brokerage agreement with these six insurers, authorised by the Ministry of Finance (SHCP):',
      ],
      items: termsPartnerInsurers.map((code) => insurers[code].displayName),
    },
    {
      id: 'payment-terms',
      heading: 'Payment terms',
      paragraphs: ['When you pay for your policy through {site} these rules apply:'],
      clauses: [
        {
          id: 'official-receipts',
          heading: 'Official receipts only',
          paragraphs: ["Only the premiums on the insurer's official receipts are charged."],
        },
        {
          id: 'no-handling-fee',
          heading: 'No handling fee',
          paragraphs: [
            '{broker} charges no handling fee or extra commission: the money goes straight to the insurer.',
          ],
        },
        {
          id: 'recurring-charge',
          heading: 'Consent to recurring charges',
          paragraphs: [
            "When you pay in instalments you consent to a recurring charge or direct debit to your card for each receipt, on the insurer's dates.",
          ],
        },
        {
          id: 'invoices',
          heading: 'Invoices from each insurer',
          paragraphs: [
            'Invoices (CFDI) are issued by each insurer under its own terms and procedures.',
          ],
        },
        {
          id: 'cancellation',
          heading: 'Cancellation for non-payment or chargeback',
          paragraphs: [
            'If a receipt is not paid within the legal grace period, or if there is a chargeback, the policy is cancelled under the law and its general conditions.',
          ],
        },
        {
          id: 'other-payment-method',
          heading: 'Another registered payment method',
          paragraphs: [
            'If your payment method stops being valid, another payment method you have registered may be charged.',
          ],
        },
        {
          id: 'endorsements',
          heading: 'Changes and endorsements',
          paragraphs: [
            "Changes to the policy and endorsements are at the insurer's discretion and may change the premium.",
          ],
        },
        {
          id: 'promo-codes',
          heading: 'Promo codes',
          paragraphs: [
            'Promo codes are discretionary and non-transferable, may expire and may be voided.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of liability',
      paragraphs: [
        "{broker}'s liability is limited to its role as intermediary: presenting the insurers' offers with the information they provide and handling your purchase.",
        "{broker} is not liable for the acceptance of the risk, the payment of claims or the insurer's decisions, nor for failures of third-party services beyond its control.",
      ],
    },
    {
      id: 'notifications',
      heading: 'Notices',
      paragraphs: [
        'We may notify you through the site itself, by e-mail, by phone or by letter to the address you gave us. You can write to us at ' +
          legalContactEmail +
          '.',
      ],
    },
    {
      id: 'jurisdiction',
      heading: 'Jurisdiction: the courts of Mexico City',
      paragraphs: [
        'These terms are governed by the laws of Mexico. For any dispute, the parties submit to the competent courts of Mexico City and waive any other jurisdiction.',
      ],
    },
  ],
};
