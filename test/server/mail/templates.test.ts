import { describe, expect, it } from 'vitest';
import { renderAccountCreated } from '../../../src/server/mail/templates/account-created';
import { renderPolicyIssued } from '../../../src/server/mail/templates/policy-issued';
import { renderSavedQuote } from '../../../src/server/mail/templates/saved-quote';

describe('the messages the server sends on its own events', () => {
  it('policy issued: the policy summary', () => {
    const mail = renderPolicyIssued({
      emailAddress: 'ana.lopez@correo.mx',
      firstName: 'Ana',
      policyNumber: 'HDI-0042-7781',
      insurer: 'hdi',
      vehicle: 'Nissan Versa Advance 2019',
      package: 0,
      paymentFrequency: 3,
      total: 12345.6,
      beginDate: '2026-12-01',
      endDate: '2027-12-01',
    });
    expect(mail.subject).toBe('Tu póliza HDI-0042-7781 de HDI Seguros está emitida');
    expect(mail.text).toContain(
      [
        'Tu vehículo ya está asegurado con HDI Seguros. Este es el resumen de tu póliza:',
        'Póliza: HDI-0042-7781',
        'Aseguradora: HDI Seguros',
        'Vehículo: Nissan Versa Advance 2019',
        'Paquete: Amplia',
        'Forma de pago: Mensual',
        'Total: $12,345.60',
        'Vigencia: del 1 de diciembre de 2026 al 1 de diciembre de 2027',
      ].join('\n'),
    );
    expect(mail.html).toMatch(/<th scope="row"[^>]*>Total<\/th>\s*<td>\$12,345\.60<\/td>/);
  });

  it('account created: the address the account was created with', () => {
    const mail = renderAccountCreated({ emailAddress: 'ana.lopez@correo.mx', firstName: 'Ana' });
    expect(mail.subject).toBe('Tu cuenta de Cotizauto está lista');
    expect(mail.text).toContain('Creamos tu cuenta con el correo ana.lopez@correo.mx.');
  });

  it('escapes every value from a saved cart in the HTML body', () => {
    const firstName = 'Ana <img src=x onerror="alert(1)"> & "Sport"';
    const mail = renderSavedQuote(
      { cartId: '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c', firstName },
      { publicBaseUrl: 'https://cotizauto.mx', cartTtlDays: 30 },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      'Ana &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;Sport&quot;',
    );
    expect(mail.text).toContain(firstName);
  });
});
