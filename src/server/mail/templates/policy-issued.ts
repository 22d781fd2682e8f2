import { formatLongDate } from '../../../domain/dates';
import { insurers } from '../../../domain/insurers';
import { formatMxn } from '../../../domain/money';
import { packageByCode } from '../../../domain/packages';
import { paymentFrequencyByCode } from '../../../domain/payment-frequencies';
import type { InsurerCode } from '../../../domain/insurers';
import type { PackageCode } from '../../../domain/packages';
import type { PaymentFrequencyCode } from '../../../domain/payment-frequencies';
import { html } from '../html';
import { greeting, mailDocument, type RenderedMail } from './rendered-mail';

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
}

/** The policy summary, label and value, in the order the thank-you page shows it. */
function summaryOf(policy: PolicyIssuedMail): [string, string][] {
  return [
    ['Póliza', policy.policyNumber],
    ['Aseguradora', insurers[policy.insurer].displayName],
    ['Vehículo', policy.vehicle],
    ['Paquete', packageByCode(policy.package).label],
    ['Forma de pago', paymentFrequencyByCode(policy.paymentFrequency).label],
    ['Total', formatMxn(policy.total)],
    ['Vigencia', `del ${formatLongDate(policy.beginDate)} al ${formatLongDate(policy.endDate)}`],
  ];
}

/** After emission: the policy is issued, with its summary. */
export function renderPolicyIssued(policy: PolicyIssuedMail): RenderedMail {
  const insurer = insurers[policy.insurer].displayName;
  const subject = `Tu póliza ${policy.policyNumber} de ${insurer} está emitida`;
  const intro = `Tu vehículo ya está asegurado con ${insurer}. Este es el resumen de tu póliza:`;
  const outro = 'Puedes ver y descargar tu póliza cuando quieras desde tu cuenta.';
  const summary = summaryOf(policy);
  const text = [
    greeting(policy.firstName),
    '',
    intro,
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    outro,
  ].join('\n');
  const rows = summary.map(
    ([label, value]) =>
      html`<tr>
        <th scope="row" style="text-align: left; padding-right: 16px">${label}</th>
        <td>${value}</td>
      </tr>`,
  );
  const body = html`<p>${greeting(policy.firstName)}</p>
    <p>${intro}</p>
    <table>
      <caption style="text-align: left; font-weight: bold">
        Resumen de tu póliza
      </caption>
      ${rows}
    </table>
    <p>${outro}</p>`;
  return { subject, text, html: mailDocument(subject, body) };
}
