import { describe, expect, it } from 'vitest';
import { renderAccountCreated } from '../../../src/server/mail/templates/account-created';
import { renderPasswordLink } from '../../../src/server/mail/templates/password-link';
import { renderPolicyIssued } from '../../../src/server/mail/templates/policy-issued';
import { renderSavedQuote } from '../../../src/server/mail/templates/saved-quote';
import { textsFor } from '../../../src/server/texts/catalogue';

const es = textsFor('es');
const en = textsFor('en');

const issuedPolicy = {
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
  paymentStatus: 'paid',
  accountUrl: 'https://cotizauto.mx/cuenta',
} as const;

const mailContext = { publicBaseUrl: 'https://cotizauto.mx', cartTtlDays: 30 };
const cartId = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';
const savedCart = { cartId, firstName: 'Ana', vehicle: 'Nissan Versa 2019' };
const passwordLink = {
  firstName: 'Ana',
  link: 'https://cotizauto.mx/cuenta/contrasena?token=abc',
  validMinutes: 60,
};

describe('policy issued: the policy summary in the buyer’s language', () => {
  it('Spanish: the spec’s words, money es-MX, dates in words', () => {
    const mail = renderPolicyIssued(issuedPolicy, es);
    expect(mail.subject).toBe('Tu póliza HDI-0042-7781 de HDI Seguros está emitida');
    expect(mail.text).toContain(
      [
        'Tu vehículo ya está asegurado con HDI Seguros y tu pago está hecho. Este es el resumen de tu póliza:',
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
    expect(mail.html).toContain('<html lang="es-MX">');
  });

  it('a pending payment says so and sends the buyer to Pagar ahora in the account, or to write to us', () => {
    const mail = renderPolicyIssued({ ...issuedPolicy, paymentStatus: 'not-paid' }, es);
    expect(mail.text).toContain(
      'Tu póliza con HDI Seguros está emitida, pero tu pago está pendiente: el banco no aceptó el cargo.',
    );
    expect(mail.text).not.toContain('ya está asegurado');
    expect(mail.text).toContain(
      'Para que tu póliza no se cancele, págala con «Pagar ahora» en tu cuenta: entra con tu correo y tu contraseña. Si necesitas ayuda, escríbenos a contacto@cotizauto.mx.\nPagar mi póliza desde mi cuenta: https://cotizauto.mx/cuenta',
    );
    expect(mail.html).toContain(
      '<a href="https://cotizauto.mx/cuenta">Pagar mi póliza desde mi cuenta</a>',
    );
  });

  it('English: every word translated, money en-US in MXN, dates en-US', () => {
    const mail = renderPolicyIssued(issuedPolicy, en);
    expect(mail.subject).toBe('Your HDI Seguros policy HDI-0042-7781 is issued');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        '',
        'Your vehicle is now insured with HDI Seguros and your payment is done. This is the summary of your policy:',
        'Policy: HDI-0042-7781',
        'Insurer: HDI Seguros',
        'Vehicle: Nissan Versa Advance 2019',
        'Package: Comprehensive',
        'Payment frequency: Monthly',
        'Total: MX$12,345.60',
        'Term: from December 1, 2026 to December 1, 2027',
        '',
        'You can see and download your policy whenever you like from your account.',
        'Go to my account: https://cotizauto.mx/cuenta?lang=en',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en-US">');
    expect(mail.html).toContain('Summary of your policy');
    expect(mail.html).toContain('compare and buy your car insurance.');
  });
});

describe('account created', () => {
  it('Spanish: the address the account was created with', () => {
    const mail = renderAccountCreated(
      { emailAddress: 'ana.lopez@correo.mx', firstName: 'Ana' },
      es,
    );
    expect(mail.subject).toBe('Tu cuenta de Cotizauto está lista');
    expect(mail.text).toContain('Creamos tu cuenta con el correo ana.lopez@correo.mx.');
  });

  it('English', () => {
    const mail = renderAccountCreated({ emailAddress: 'ana.lopez@correo.mx' }, en);
    expect(mail.subject).toBe('Your Cotizauto account is ready');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'We created your account with the e-mail ana.lopez@correo.mx.',
        'From it you can see and download your policies whenever you need.',
      ].join('\n'),
    );
  });
});

describe('the brand the buyer arrived under', () => {
  it('names the retail partner’s brand in the subject and the footer, in both languages', () => {
    const spanish = renderSavedQuote(savedCart, mailContext, textsFor('es', 'coppel'));
    expect(spanish.subject).toBe('Tu cotización de seguro de auto en Coppel Seguros de Auto');
    expect(spanish.html).toContain('Coppel Seguros de Auto: compara y contrata tu seguro de auto.');
    const english = renderAccountCreated(
      { emailAddress: 'łukasz.nowak@correo.mx' },
      textsFor('en', 'COPPEL'),
    );
    expect(english.subject).toBe('Your Coppel Seguros de Auto account is ready');
    expect(english.html).toContain('Coppel Seguros de Auto: compare and buy your car insurance.');
    expect(english.html).not.toContain('Cotizauto');
  });
});

describe('password link', () => {
  it('Spanish: the link as it was made', () => {
    const mail = renderPasswordLink(passwordLink, es);
    expect(mail.subject).toBe('Crea la contraseña de tu cuenta de Cotizauto');
    expect(mail.text).toContain(
      [
        'Para hacerlo abre este enlace en los próximos 60 minutos:',
        passwordLink.link,
        '',
        'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${passwordLink.link}">Crear mi contraseña</a>`);
  });

  it('English: the link opens the page in English', () => {
    const mail = renderPasswordLink(passwordLink, en);
    const link = `${passwordLink.link}&lang=en`;
    expect(mail.subject).toBe('Create the password of your Cotizauto account');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        '',
        'We received a request to create or change the password of your Cotizauto account.',
        'To do so, open this link within the next 60 minutes:',
        link,
        '',
        'If it was not you, ignore this e-mail: your account stays as it is.',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${link.replace('&', '&amp;')}">Create my password</a>`);
  });
});

describe('saved quote', () => {
  it('Spanish: the vehicle and the link that restores the cart', () => {
    const mail = renderSavedQuote(savedCart, mailContext, es);
    expect(mail.subject).toBe('Tu cotización de seguro de auto en Cotizauto');
    expect(mail.text).toBe(
      [
        'Hola, Ana:',
        '',
        'Guardamos tu cotización para tu Nissan Versa 2019. Retómala cuando quieras desde este enlace:',
        `https://cotizauto.mx/?cartId=${cartId}`,
        '',
        'La conservamos durante 30 días.',
      ].join('\n'),
    );
  });

  it('English: the link restores the cart in English', () => {
    const mail = renderSavedQuote({ cartId }, mailContext, en);
    const link = `https://cotizauto.mx/?cartId=${cartId}&lang=en`;
    expect(mail.subject).toBe('Your car insurance quote at Cotizauto');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'We saved your quote. Pick it up whenever you like from this link:',
        link,
        '',
        'We keep it for 30 days.',
      ].join('\n'),
    );
    expect(mail.html).toContain('>Resume my quote</a>');
    expect(mail.html).toContain('<html lang="en-US">');
  });

  it('escapes every value from a saved cart in the HTML body', () => {
    const firstName = 'Ana <img src=x onerror="alert(1)"> & "Sport"';
    const mail = renderSavedQuote({ cartId, firstName }, mailContext, es);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      'Ana &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;Sport&quot;',
    );
    expect(mail.text).toContain(firstName);
  });
});
