import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { AnyActorRef } from 'xstate';
import type * as UseFlow from '../../src/web/flow-hooks/use-flow';
import type { Quotation } from '../../src/domain/quote/quotation';
import { formatMxn } from '../../src/domain/common/money';
import { coveragesFor } from '../../src/domain/coverage/coverage-plans';
import { defaultCoverageTerms } from '../../src/domain/coverage/coverage-terms';
import { packageCodes } from '../../src/domain/coverage/packages';
import {
  addCalendarDays,
  formatDisplayDate,
  policyEndDate,
  todayInMexico,
} from '../../src/domain/common/dates';
import { CartPurchaseSummary } from '../../src/web/cart/cart-purchase-summary';
import { LocaleProvider } from '../../src/web/strings/i18n';
import type { Language as Locale } from '../../src/domain/site/languages';
import type { CartKind } from '../../machines/app/cart-input';
import { quoteInputs, quotationOf } from '../machines/quotation-support';
import { companyInput, fillCompanyUntil, startCompanyCart } from '../machines/company-cart.support';
import {
  fillUntil,
  individualInput,
  startIndividualCart,
} from '../machines/individual-cart.support';
import { submit, validValues } from '../machines/cart-fixtures';
import { settle } from '../machines/cart-fakes';

/** The summary reads the app's selection and the running cart; here, machines on fake actors. */
let flows: Record<string, AnyActorRef | undefined> = {};
let selection: { quotation: Quotation; inputs: typeof quoteInputs; quoteRequest: object } | null;
vi.mock('../../src/web/flow-hooks/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: (id: string) => flows[id],
}));
vi.mock('../../src/web/flow-hooks/use-app', () => ({
  useApp: (selector: (snapshot: unknown) => unknown) => selector({ context: { selection } }),
}));

const annual = quotationOf('hdi', 0, {
  id: 'q-annual',
  regularPrice: 12_000,
  discountPrice: 10_200,
  savingsPercent: 15,
  firstPayment: 10_200,
});
const monthly = quotationOf('gds', 0, {
  id: 'q-monthly',
  paymentFrequency: 3,
  regularPrice: 13_000,
  discountPrice: 11_050.4,
  firstPayment: 1_450.4,
  nextPayments: 872.73,
  payments: 12,
});

function renderSummary(
  cart: CartKind,
  actor: AnyActorRef,
  quotation: Quotation,
  request = {},
  locale: Locale = 'es',
) {
  flows = { [cart === 'company' ? 'companyCart' : 'individualCart']: actor };
  selection = {
    quotation,
    inputs: quoteInputs,
    quoteRequest: { beginDate: undefined, validity: 1, ...request },
  };
  render(
    <MantineProvider env="test">
      <LocaleProvider locale={locale}>
        <CartPurchaseSummary cart={cart} />
      </LocaleProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  Object.values(flows).forEach((actor) => actor?.stop());
  flows = {};
  selection = null;
});

const panel = () => screen.getByRole('complementary', { name: 'Resumen de compra' });

/** The value the panel shows beside a term. */
const valueOf = (term: string) =>
  within(panel()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('purchase summary', () => {
  it('shows the insurer, the car, the RFC, the validity and the price block of the quotation', async () => {
    // The cart starts from the quote's start date (cart-input.ts).
    const cart = startIndividualCart(individualInput({ beginDate: '2026-12-01' }));
    await fillUntil(cart.actor, 'contact');
    const user = renderSummary('individual', cart.actor, annual, {
      beginDate: '2026-12-01',
      promoCode: undefined,
    });
    const aside = within(panel());
    expect(aside.getByRole('img', { name: 'HDI Seguros' })).toBeInTheDocument();
    expect(await aside.findByRole('textbox', { name: 'Inicio de vigencia' })).toHaveValue(
      '01/12/2026',
    );
    expect(aside.getByText('NISSAN VERSA 2019')).toBeInTheDocument();
    expect(aside.getByText('Anual')).toBeInTheDocument();
    expect(
      aside.getByText(cart.actor.getSnapshot().context.steps.rfc?.rfc ?? 'none'),
    ).toBeVisible();
    expect(valueOf('Fin de vigencia')).toBe('01/12/2027');
    expect(valueOf('Subtotal')).toBe(formatMxn(12_000));
    expect(valueOf('Descuento')).toBe(formatMxn(-1_800));
    expect(valueOf('Primer pago')).toBe(formatMxn(10_200));
    expect(aside.getByTestId('summary-total')).toHaveTextContent(formatMxn(10_200));
    expect(aside.getByText('Ahorras $1,800.00 (15 %)')).toBeInTheDocument();
    expect(aside.getByText(/Aplícalo en tu cotización/)).toBeInTheDocument();
    expect(aside.getByText('Hasta 12 meses sin intereses con tarjeta de crédito')).toBeVisible();
    expect(aside.getByText('Precios con IVA incluido')).toBeInTheDocument();
    expect(aside.queryByText(/pagos restantes/)).not.toBeInTheDocument();

    const details = aside.getByRole('button', { name: 'Ver detalle' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(aside.getByRole('button', { name: 'Ocultar detalle' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(aside.getByText('Responsabilidad civil a terceros')).toBeInTheDocument();
  });

  it('takes a start date within the next 30 days, refuses a later one, and the emission carries it', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'payment');
    const user = renderSummary('individual', cart.actor, annual);
    const startDate = await within(panel()).findByRole('textbox', { name: 'Inicio de vigencia' });
    // Today by default, the policy ending a year later.
    const today = todayInMexico();
    expect(startDate).toHaveValue(formatDisplayDate(today));
    expect(valueOf('Fin de vigencia')).toBe(formatDisplayDate(policyEndDate(today, 1)));

    const later = addCalendarDays(today, 30);
    await user.clear(startDate);
    await user.type(startDate, formatDisplayDate(later));
    expect(cart.actor.getSnapshot().context.beginDate).toBe(later);
    expect(valueOf('Fin de vigencia')).toBe(formatDisplayDate(policyEndDate(later, 1)));
    expect(within(panel()).queryByText('Fecha invalida')).not.toBeInTheDocument();

    // One day beyond the window: the cart keeps the last good date and says why.
    await user.clear(startDate);
    await user.type(startDate, formatDisplayDate(addCalendarDays(today, 31)));
    expect(await within(panel()).findByText('Fecha invalida')).toBeVisible();
    expect(startDate).toHaveAttribute('aria-invalid', 'true');
    expect(cart.actor.getSnapshot().context.beginDate).toBe(later);

    cart.actor.send(submit(validValues.payment));
    await settle();
    await settle();
    expect(cart.backend.emissions.at(-1)?.request).toMatchObject({ beginDate: later });
    // Once the emission carries the date, the field no longer takes another.
    expect(startDate).toBeDisabled();
  });

  it("words the frequency, the package and the coverages in the visitor's language, money and dates in its format", async () => {
    const cart = startIndividualCart(individualInput({ beginDate: '2026-12-01' }));
    const gds = coveragesFor('gds', packageCodes.comprehensive, defaultCoverageTerms);
    const user = renderSummary(
      'individual',
      cart.actor,
      { ...annual, coverages: gds },
      { beginDate: '2026-12-01' },
      'en',
    );
    const aside = within(await screen.findByRole('complementary', { name: 'Purchase summary' }));
    const valueIn = (term: string) =>
      aside.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(await aside.findByText('Annual')).toBeInTheDocument();
    expect(aside.queryByText('Anual')).not.toBeInTheDocument();
    expect(valueIn('Package')).toBe('Comprehensive');
    expect(valueIn('Policy end')).toBe('12/01/2027');
    expect(aside.getByTestId('summary-total')).toHaveTextContent('MX$10,200.00');
    await user.click(aside.getByRole('button', { name: 'See details' }));
    expect(valueIn('Material damage')).toBe('Vehicle value, deductible 5%');
    expect(valueIn('Third-party liability')).toBe('MX$1,000,000.00');
    expect(valueIn('Road assistance')).toBe('2 call-outs a year, towing up to 80 km');
  });

  it('names the promo code instead of prompting for one', () => {
    const cart = startIndividualCart();
    renderSummary('individual', cart.actor, annual, { promoCode: 'CUPON10' });
    expect(within(panel()).getByText('CUPON10')).toBeInTheDocument();
    expect(within(panel()).queryByText(/Aplícalo en tu cotización/)).not.toBeInTheDocument();
  });

  it('opens as the "Resumen de tu póliza" modal from the phone button', async () => {
    const cart = startIndividualCart();
    const user = renderSummary('individual', cart.actor, annual);
    await user.click(
      screen.getByRole('button', { name: /Ver resumen de tu póliza: \$10,200\.00/ }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Resumen de tu póliza' });
    expect(within(modal).getByTestId('summary-total')).toHaveTextContent(formatMxn(10_200));
  });

  it('says "updating price" while the company cart re-prices, then shows the price it charges', async () => {
    let answer: (quotation: Quotation) => void = () => {};
    const cart = startCompanyCart(
      companyInput({ quotation: { ...companyInput().quotation, id: annual.id } }),
      {
        quotation: () => new Promise((resolve) => (answer = resolve)),
      },
    );
    await fillCompanyUntil(cart.actor, 'updatingQuotation');
    renderSummary('company', cart.actor, annual);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Actualizando precio…');
    expect(within(panel()).queryByTestId('summary-total')).not.toBeInTheDocument();

    answer(monthly);
    await screen.findByText('11 pagos restantes de $872.73');
    const aside = within(panel());
    expect(aside.getByTestId('summary-total')).toHaveTextContent(formatMxn(11_050.4));
    expect(valueOf('Primer pago')).toBe(formatMxn(1_450.4));
    expect(aside.getByText('Mensual')).toBeInTheDocument();
    expect(aside.queryByText(/meses sin intereses/)).not.toBeInTheDocument();

    // The emission charges the quotation whose price the summary shows.
    cart.actor.send(submit(validValues.payment));
    await settle();
    await settle();
    expect(cart.backend.emissions.at(-1)?.request).toMatchObject({ quotationId: monthly.id });
  });
});
