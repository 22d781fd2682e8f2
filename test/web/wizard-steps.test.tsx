import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { AnyActorRef } from 'xstate';
import type * as UseFlow from '../../src/web/flow-hooks/use-flow';
import { messages } from '../../src/domain/validation/messages';
import { QuoteWizardView } from '../../src/web/wizard/quote-wizard-view';
import { startWizard, type WizardActor } from '../machines/quote-wizard/start-wizard';

/** The view reads the wizard actor from the flows; here it is the wizard on fake actors. */
let current: AnyActorRef | undefined;
vi.mock('../../src/web/flow-hooks/use-flow', async (original) => ({
  ...(await original<typeof UseFlow>()),
  useFlowActor: () => current,
  useAlwaysRunningFlow: () => current,
}));

function renderWizard(actor: WizardActor = startWizard().actor) {
  current = actor;
  render(
    <MantineProvider env="test">
      <QuoteWizardView />
    </MantineProvider>,
  );
  return { actor, user: userEvent.setup() };
}

async function chooseVersa(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Marca y modelo de tu auto' }), 'versa');
  await user.click(await screen.findByRole('option', { name: 'Nissan Versa' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('radiogroup', { name: 'Año del modelo' });
}

afterEach(() => {
  current?.stop();
  current = undefined;
});

const vehicleKinds = 'Cotizamos autos y pickups de uso particular; por ahora no motocicletas.';

describe('quote wizard steps', () => {
  it('shows the vehicle message when continuing without a choice, summarised and focused', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    // Looked up each time: focus brings in the dropdown, which takes the plain field's place
    // (docs/architecture/loading.md).
    const search = () => screen.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
    expect(search()).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed: 'No has ingresado algún auto', then the field's note on what is quoted.
    expect(search()).toHaveAccessibleDescription(`${messages.vehicleRequired} ${vehicleKinds}`);
    await user.click(within(summary).getByRole('link', { name: messages.vehicleRequired }));
    await waitFor(() => expect(search()).toHaveFocus());

    // Typed, but no suggestion chosen: the make and model are asked for.
    await user.type(search(), 'Jetta Clásico');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(search()).toHaveAccessibleDescription(
        `${messages.brandAndModelRequired} ${vehicleKinds}`,
      ),
    );
  });

  it('searches sub-brands and shows brand and model, then offers the model years', async () => {
    const { user } = renderWizard();
    await chooseVersa(user);
    expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /REPUVE/ })).toHaveAttribute(
      'href',
      'https://www.repuve.gob.mx/',
    );
    expect(screen.getByRole('radio', { name: '2020' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿De qué año es tu auto?' })).toHaveFocus();
  });

  it('walks every step with the keyboard and hands over to the quotation', async () => {
    const { actor, user } = renderWizard();
    await chooseVersa(user);
    await user.click(screen.getByRole('radio', { name: '2019' }));
    await user.keyboard('{Enter}');
    const postalCode = await screen.findByRole('textbox', { name: 'Código postal' });
    await user.type(postalCode, '123{Enter}');
    await screen.findByRole('alert');
    expect(postalCode).toHaveAccessibleDescription(messages.quotePostalCode);
    await user.clear(postalCode);
    await user.type(postalCode, '06700{Enter}');
    await user.click(await screen.findByRole('radio', { name: 'Persona física' }));
    await user.keyboard('{Enter}');
    expect((await screen.findAllByText(messages.genderRequired)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Mujer' }));
    await user.keyboard('{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'Día' }), '15');
    await user.type(screen.getByRole('textbox', { name: 'Mes' }), '13');
    await user.type(screen.getByRole('textbox', { name: 'Año' }), '1990');
    await user.click(screen.getByRole('button', { name: 'Ver mi cotización' }));
    expect(await screen.findByRole('link', { name: messages.birthDatePartsFormat })).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Mes' }));
    await user.type(screen.getByRole('textbox', { name: 'Mes' }), '03{Enter}');
    await waitFor(() => expect(actor.getSnapshot().value).toBe('handedOver'));
    expect(actor.getSnapshot().context.fields.gender).toBe('female');
    expect(screen.getByRole('status')).toHaveTextContent('Estamos buscando');
  });

  it('lists passed steps and edits one', async () => {
    const { actor, user } = renderWizard();
    await chooseVersa(user);
    await user.click(screen.getByRole('button', { name: 'Editar Nissan Versa' }));
    await waitFor(() => expect(actor.getSnapshot().matches('vehicle')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Marca y modelo de tu auto' })).toBeInTheDocument();
  });

  it('renders the quote-cart page with Hombre, Mujer and Empresa', async () => {
    const { user } = renderWizard(startWizard({ variant: 'quoteCart' }).actor);
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    await chooseVersa(user);
    // The counter counts the variant's three steps, not the standard five.
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2020' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { name: '¡Solo algunos datos más!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();
    // The step after the first loads once the wizard is up (quote-wizard-view.tsx).
    expect(
      await screen.findByText('Estos datos son necesarios para calcular el precio de tu seguro.'),
    ).toBeInTheDocument();
    for (const name of ['Hombre', 'Mujer', 'Empresa']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Cotizar' }));
    const gender = screen.getByRole('radiogroup', { name: 'Género' });
    await waitFor(() => expect(gender).toHaveAccessibleDescription(messages.genderRequired));
    expect(gender).toHaveAttribute('aria-invalid', 'true');
    await user.click(
      within(screen.getByRole('alert')).getByRole('link', { name: messages.genderRequired }),
    );
    expect(screen.getByRole('radio', { name: 'Hombre' })).toHaveFocus();
  });
});
