import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AnyActorRef } from 'xstate';
import type * as UseFlow from '../../src/web/flow-hooks/use-flow';
import { messages, warnings } from '../../src/domain/validation/messages';
import { IndividualCartView } from '../../src/web/cart/individual-cart-view';
import { selectHasUnsavedChanges } from '../../machines/individual-cart/individual-cart.selectors';
import {
  emissionAnswers,
  otherVehicleFound,
  quotationOf,
  validValues,
} from '../machines/cart-fixtures';
import {
  fillUntil,
  individualInput,
  individualValues,
  startIndividualCart,
} from '../machines/individual-cart.support';
import { settle } from '../machines/cart-fakes';

/** The view reads the cart from the app's flows; here it is the cart on fake actors. */
let current: AnyActorRef | undefined;
vi.mock('../../src/web/flow-hooks/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: (id: string) => (id === 'individualCart' ? current : undefined),
}));

type Cart = ReturnType<typeof startIndividualCart>;

function renderCart(cart: Cart = startIndividualCart()) {
  current = cart.actor;
  const sent: string[] = [];
  const originalSend = cart.actor.send.bind(cart.actor);
  cart.actor.send = (event) => {
    sent.push(event.type);
    originalSend(event);
  };
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/cart/client-name?promo=ABC']}>
        <IndividualCartView />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { ...cart, sent, user: userEvent.setup() };
}

afterEach(() => {
  current?.stop();
  current = undefined;
});

describe('individual cart view', () => {
  it('shows the three sections, the progress bar and the holder step', () => {
    renderCart();
    const sections = screen.getByRole('navigation', { name: 'Secciones de la compra' });
    expect(within(sections).getByText('Datos Personales')).toHaveAttribute('aria-current', 'step');
    expect(within(sections).getByText('Datos vehículo')).toBeInTheDocument();
    expect(within(sections).getByText('Datos de pago')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de tu compra' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    expect(screen.getByRole('heading', { name: '¿Cuál es tu nombre?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
  });

  it('shows the domain messages beside the fields and in the summary, and stays', async () => {
    const { user, sent, actor } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    // The step reports it opened with nothing changed, then the submit.
    expect(sent).toEqual(['cart.editStep', 'cart.submitStep']);
    expect(actor.getSnapshot().value).toBe('holder');
    const firstName = screen.getByRole('textbox', { name: 'Nombre(s)' });
    expect(firstName).toHaveAccessibleDescription(messages.firstName);
    const summary = screen.getByRole('alert', { name: 'Revisa lo siguiente' });
    expect(within(summary).getByRole('link', { name: messages.firstName })).toBeInTheDocument();
  });

  it('tells the cart which fields differ from what the step opened with, and when none do', async () => {
    const { user, actor } = renderCart();
    const firstName = screen.getByRole('textbox', { name: 'Nombre(s)' });
    await user.type(firstName, 'Łukasz');
    expect(actor.getSnapshot().context.editedStep).toBe('holder');
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    await user.clear(firstName);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('takes "only one surname" instead of the maternal surname and moves on', async () => {
    const { user, actor } = renderCart();
    await user.type(screen.getByRole('textbox', { name: 'Nombre(s)' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido paterno' }), 'López');
    await user.click(screen.getByRole('checkbox', { name: 'Solo tengo un apellido' }));
    expect(screen.getByRole('textbox', { name: 'Apellido materno' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(actor.getSnapshot().context.steps.holder).toMatchObject({
      firstName: 'Ana',
      onlyOneSurname: true,
    });
    expect(
      await screen.findByRole('heading', { name: 'Tu fecha de nacimiento y género' }),
    ).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Hombre' })).toBeInTheDocument();
  });

  it('asks hdi buyers to confirm the generated RFC, prefilled', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'rfc');
    renderCart(cart);
    expect(screen.getByRole('heading', { name: 'Confirma tu RFC' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveValue(
      cart.actor.getSnapshot().context.suggestedRfc,
    );
  });

  it('warns, without refusing, when the RFC typed has a check digit that disagrees', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'rfc');
    const { user, actor } = renderCart(cart);
    const rfc = screen.getByRole('textbox', { name: 'RFC' });
    expect(screen.queryByText(warnings.rfcCheckDigit)).not.toBeInTheDocument();
    const generated = actor.getSnapshot().context.suggestedRfc ?? '';
    const wrongDigit = generated.slice(0, -1) + (generated.endsWith('1') ? '2' : '1');
    await user.clear(rfc);
    await user.type(rfc, wrongDigit);
    expect(rfc).toHaveAccessibleDescription(expect.stringContaining(warnings.rfcCheckDigit));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(actor.getSnapshot().context.steps.rfc?.rfc).toBe(wrongDigit);
  });

  it('tells Mapfre buyers the lender name takes at most 68 characters', async () => {
    const cart = startIndividualCart(
      individualInput({ quotation: quotationOf({ providerCode: 'mapfre' }) }),
    );
    await fillUntil(cart.actor, 'beneficiary');
    renderCart(cart);
    expect(
      screen.getByRole('textbox', { name: 'Nombre de tu financiera' }),
    ).toHaveAccessibleDescription('Máximo 68 caracteres.');
  });

  it('shows no lender-name limit for insurers without one', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'beneficiary');
    renderCart(cart);
    expect(
      screen.getByRole('textbox', { name: 'Nombre de tu financiera' }),
    ).not.toHaveAccessibleDescription();
  });

  it('shows postal code, municipality and state read-only and the colonies', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'address');
    await settle();
    renderCart(cart);
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Municipio' })).toHaveValue('Zapopan');
    expect(screen.getByRole('textbox', { name: 'Estado' })).toHaveValue('Jalisco');
    expect(screen.getByRole('option', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.getByText('Si tu colonia no aparece, elige la más cercana.')).toBeInTheDocument();
  });

  it('links the legal pages in a new tab with the query string at the plates step', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'plates');
    renderCart(cart);
    expect(screen.getByRole('link', { name: /aviso de privacidad/ })).toHaveAttribute(
      'href',
      '/notice-of-privacy?promo=ABC',
    );
    expect(screen.getByRole('link', { name: /términos y condiciones/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: /política de uso/ })).toHaveAttribute(
      'href',
      '/usage-policy?promo=ABC',
    );
    expect(screen.getByRole('checkbox', { name: 'Mi auto no tiene placas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Las placas de tu auto' })).toBeInTheDocument();
    expect(screen.getByText('Datos vehículo')).toHaveAttribute('aria-current', 'step');
  });

  it('offers the versions and the financing No/Sí, No by default, then the beneficiary', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'vehicle');
    await settle();
    const { user, actor } = renderCart(cart);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Versión de tu auto' }),
      'SENSE 1.6 MT',
    );
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('beneficiary'));
    expect(screen.getByRole('radio', { name: 'Moral' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Física' }));
    expect(screen.getByLabelText('Fecha de nacimiento (dd/mm/aaaa)')).toBeInTheDocument();
  });

  it('shows the serial numbers with the REPUVE link and the padding hint', async () => {
    const cart = startIndividualCart();
    await fillUntil(cart.actor, 'serialNumbers');
    renderCart(cart);
    expect(screen.getByRole('link', { name: /REPUVE/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/complétalo con ceros a la izquierda/)).toBeInTheDocument();
  });

  it('takes the card with its scheme, bank and instalments, and shows the request-policy loader while the insurer issues', async () => {
    const cart = startIndividualCart(individualInput(), {
      emission: [emissionAnswers.processing],
    });
    await fillUntil(cart.actor, 'payment');
    await settle();
    const { user, actor, backend } = renderCart(cart);
    expect(screen.getByText('Datos de pago')).toHaveAttribute('aria-current', 'step');
    const card = validValues.payment;
    await user.type(
      screen.getByRole('textbox', { name: 'Nombre del titular de la tarjeta' }),
      card.cardholderName,
    );
    const cardNumber = screen.getByRole('textbox', { name: 'Número de tarjeta' });
    await user.type(cardNumber, '4242424242424242');
    expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Tarjeta detectada: Visa')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Fecha de vencimiento (mm / aa)' }),
      card.expirationDate,
    );
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), card.securityCode);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Banco' }), 'Banorte');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de tarjeta' }), 'Crédito');
    expect(screen.getByRole('option', { name: '12 meses sin intereses' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(backend.protectedCards).toHaveLength(1));
    expect(backend.protectedCards[0]).toMatchObject({
      cardNumber: '4242424242424242',
      bank: 'banorte',
      installments: 1,
    });
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Estuvo muy fácil ¿no?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/evitar cargos duplicados/)).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ emission: 'awaitingPolicy' })).toBe(true);
  });

  it("starts step 2 from the wizard's birth date and gender, and takes the buyer's change", async () => {
    const cart = startIndividualCart(
      individualInput({ birthdate: '1990-03-15', gender: 'female' }),
    );
    cart.actor.send({ type: 'cart.submitStep', values: individualValues.holder });
    const { user, actor } = renderCart(cart);
    const birthdate = screen.getByRole('textbox', { name: 'Fecha de nacimiento (dd/mm/aaaa)' });
    expect(birthdate).toHaveValue('15/03/1990');
    expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    await user.clear(birthdate);
    await user.type(birthdate, '13/03/1986');
    await user.click(screen.getByRole('radio', { name: 'Hombre' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(actor.getSnapshot().context.steps.birthdateAndGender).toEqual({
      birthdate: '1986-03-13',
      gender: 'male',
    });
  });

  it('skips the RFC step for mapfre', async () => {
    const cart = startIndividualCart(
      individualInput({ quotation: quotationOf({ providerCode: 'mapfre' }) }),
    );
    cart.actor.send({ type: 'cart.submitStep', values: individualValues.holder });
    cart.actor.send({ type: 'cart.submitStep', values: individualValues.birthdateAndGender });
    renderCart(cart);
    expect(screen.getByRole('heading', { name: '¿Cómo te contactamos?' })).toBeInTheDocument();
  });

  it('starts the version on the quoted one and says which vehicle other plates belong to', async () => {
    const cart = startIndividualCart(individualInput(), { plates: async () => otherVehicleFound });
    await fillUntil(cart.actor, 'vehicle');
    renderCart(cart);
    const version = screen.getByRole('combobox', { name: 'Versión de tu auto' });
    await waitFor(() => expect(version).toHaveDisplayValue('DRIVE 1.6 MT'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tus placas están registradas a un Nissan March 2021, que no es el vehículo que cotizaste.',
    );
  });
});
