import { legalContactEmail, type LegalDocument } from './legal-document';

export const usageEn: LegalDocument = {
  updated: '2017-06-30',
  intro:
    "This policy sets the rules for using {site}'s site and accounts. By creating an account or using the site you accept it.",
  clauses: [
    {
      id: 'age',
      heading: 'Minimum age: 18',
      paragraphs: [
        'Only individuals aged at least 18 with legal capacity to contract may use the site and create an account.',
      ],
    },
    {
      id: 'personal-account',
      heading: 'One personal account per user',
      paragraphs: [
        'Each user may have one account only, and it is personal: do not share your password or give others access. You are responsible for what is done with your account.',
      ],
    },
    {
      id: 'territory',
      heading: 'Use in Mexico and for private purposes',
      paragraphs: [
        'The site is meant for use in Mexico and for insuring private-use vehicles. Commercial use or reselling the services is not allowed.',
      ],
    },
    {
      id: 'exclusion-registries',
      heading: 'Exclusion registries',
      paragraphs: [
        'You may not use the site if you are listed in advertising-exclusion or user-exclusion registries, or if your account was closed for breaking this policy.',
      ],
    },
    {
      id: 'emails',
      heading: 'E-mails and how to stop them',
      paragraphs: [
        'By using the site you agree to receive e-mails about your quotes, your policy and news of the service.',
        'You can ask us at any time to stop sending you e-mails that are not necessary by writing to ' +
          legalContactEmail +
          ' or with the unsubscribe link in each e-mail.',
      ],
    },
    {
      id: 'restrictions',
      heading: 'Restrictions',
      paragraphs: ['When you use the site you must not:'],
      items: [
        "Give false data, or another person's data without their permission.",
        'Try to reach accounts, systems or data that are not yours.',
        'Scrape the site automatically or overload its servers.',
        'Use the site for unlawful purposes or to harm {broker}, the insurers or other users.',
      ],
    },
    {
      id: 'user-content',
      heading: 'User content',
      paragraphs: [
        'You are responsible for the data, documents and reviews you post or upload. You allow us to use them to serve you and, for reviews, to show them on the site. We may remove content that breaks this policy.',
      ],
    },
    {
      id: 'mobile-access',
      heading: 'Mobile access',
      paragraphs: [
        'You can use the site from your phone or tablet. Your mobile provider may charge you for the data you use, and you are responsible for protecting access to your device.',
      ],
    },
  ],
};
