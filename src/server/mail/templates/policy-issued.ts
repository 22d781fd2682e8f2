import { contactEmail } from '../../../domain/quote/quotation';
import { insurers, type InsurerCode } from '../../../domain/insurers/insurers';
import type { PackageCode } from '../../../domain/coverage/packages';
import type { PaymentFrequencyCode } from '../../../domain/payment/payment-frequencies';
import type { PaymentStatus } from '../../../domain/quote/policy';
import type { ServerTexts } from '../../texts/catalogue';
import { frequencyName, packageName, periodText } from '../../texts/policy-terms';
import { html } from '../html';
import { greeting, mailDocument, siteLink, type RenderedMail } from './rendered-mail';

/** What the policy-issued message says: the issued policy as the thank-you page shows it. */
export interface PolicyIssuedMail {
  emailAddress: string;
  firstName: string;
  policyNumber: string;
  insurer: InsurerCode;
  vehicle: string;
  package: PackageCode;
  paymentFrequency: PaymentFrequencyCode;
  /** The full annual total in MXN, taxes and policy fee included. */
  total: number;
  beginDate: string;
  endDate: string;
  /** Paid, pending (the charge failed after issuance) or nothing to pay (a promo code). */
  paymentStatus: PaymentStatus;
  /** The account page (absolute): the policy's download and, while pending, 'Pagar ahora'. */
  accountUrl: string;
}

/** The policy summary, label and value, in the order the thank-you page shows it. */
function summaryOf(policy: PolicyIssuedMail, texts: ServerTexts): [string, string][] {
  const { t } = texts;
  return [
    [t('mail.policyIssued.policy'), policy.policyNumber],
    [t('terms.insurer'), insurers[policy.insurer].displayName],
    [t('terms.vehicle'), policy.vehicle],
    [t('terms.package'), packageName(texts, policy.package)],
    [t('terms.paymentFrequency'), frequencyName(texts, policy.paymentFrequency)],
    [t('mail.policyIssued.total'), texts.money(policy.total)],
    [t('terms.validity'), periodText(texts, policy.beginDate, policy.endDate)],
  ];
}

/** After emission: the policy is issued, with its summary. */
export function renderPolicyIssued(policy: PolicyIssuedMail, texts: ServerTexts): RenderedMail {
  const { t } = texts;
  const insurer = insurers[policy.insurer].displayName;
  const subject = t('mail.policyIssued.subject', { policyNumber: policy.policyNumber, insurer });
  const intro = t(`mail.policyIssued.intro.${policy.paymentStatus}`, { insurer });
  const pending = policy.paymentStatus === 'not-paid';
  const outro = pending
    ? t('mail.policyIssued.payPending', { contact: contactEmail })
    : t('mail.policyIssued.outro');
  const link = siteLink(texts, policy.accountUrl);
  const linkText = t(pending ? 'mail.policyIssued.payLink' : 'mail.policyIssued.accountLink');
  const hello = greeting(texts, policy.firstName);
  const summary = summaryOf(policy, texts);
  const text = [
    hello,
    '',
    intro,
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    outro,
    `${linkText}: ${link}`,
  ].join('\n');
  const rows = summary.map(
    ([label, value]) =>
      html`<tr>
        <th scope="row" style="text-align: left; padding-right: 16px">${label}</th>
        <td>${value}</td>
      </tr>`,
  );
  const body = html`<p>${hello}</p>
    <p>${intro}</p>
    <table>
      <caption style="text-align: left; font-weight: bold">
        ${t('mail.policyIssued.caption')}
      </caption>
      ${rows}
    </table>
    <p>${outro}</p>
    <p><a href="${link}">${linkText}</a></p>`;
  return { subject, text, html: mailDocument(texts, subject, body) };
}
