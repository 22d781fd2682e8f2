import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { TestBrowser } from '../../support/browser';
import { buildTestApp } from '../../support/test-app';
import { buyPolicy } from '../policies/buyer';

/** The sandbox card whose charge fails after issuance: the policy issues, payment pending. */
const pendingPaymentCard = '4000000000000341';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: 'https://seguros.example.mx/' });
});
afterAll(() => app.close());

async function policyMailOf(email: string, policyNumber: string) {
  const [mail] = await app.db
    .select({ text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, email),
        eq(mailOutbox.mailCode, 'policy-issued'),
        like(mailOutbox.subject, `%${policyNumber}%`),
      ),
    );
  return mail!;
}

describe('the policy e-mail links to the account page', () => {
  it('a pending payment says so and sends the buyer to Pagar ahora in the account, by its absolute address', async () => {
    const email = 'pago.pendiente@example.mx';
    const { policy } = await buyPolicy(app, await TestBrowser.open(app), email, pendingPaymentCard);
    const mail = await policyMailOf(email, policy.policyNumber);
    expect(mail.text).toContain('pero tu pago está pendiente: el banco no aceptó el cargo.');
    expect(mail.text).not.toContain('ya está asegurado');
    expect(mail.text).toContain('págala con «Pagar ahora» en tu cuenta');
    expect(mail.text).toContain(
      'Pagar mi póliza desde mi cuenta: https://seguros.example.mx/cuenta',
    );
    expect(mail.html).toContain(
      '<a href="https://seguros.example.mx/cuenta">Pagar mi póliza desde mi cuenta</a>',
    );
  });

  it('a paid policy says it is paid and links to the account to see it', async () => {
    const email = 'pago.hecho@example.mx';
    const { policy } = await buyPolicy(app, await TestBrowser.open(app), email);
    const mail = await policyMailOf(email, policy.policyNumber);
    expect(mail.text).toContain('ya está asegurado con Mapfre y tu pago está hecho.');
    expect(mail.text).not.toContain('pendiente');
    expect(mail.text).toContain('Ir a mi cuenta: https://seguros.example.mx/cuenta');
  });
});
