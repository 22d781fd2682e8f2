import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { App } from '../../src/web/app';
import { routerAt } from '../support/router-at';
import { ErrorSummary, useSubmitAttempt } from '../../src/web/a11y/error-summary';
import { useFieldIds } from '../../src/web/a11y/field';
import { StepHeading, useStepFocus } from '../../src/web/a11y/step-focus';
import { LiveAnnouncerProvider, useAnnounce } from '../../src/web/a11y/live-announcer';
import { formatDate, formatMoney } from '../../src/web/strings/format';
import { requestedLanguage } from '../../src/domain/site/languages';

function SampleForm() {
  const field = useFieldIds('sample');
  const { attempt, countAttempt } = useSubmitAttempt();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        countAttempt();
        setErrors({ name: 'Falta el nombre', city: 'Falta la ciudad' });
      }}
    >
      <ErrorSummary
        attempt={attempt}
        errors={Object.entries(errors).map(([name, message]) => ({
          fieldId: field.id(name),
          message,
        }))}
      />
      <TextInput label="Nombre" {...field('name', errors.name)} />
      <TextInput label="Ciudad" {...field('city', errors.city)} />
      <Button type="submit">Enviar</Button>
    </form>
  );
}

describe('the error summary and the field wrapper', () => {
  it('takes focus on a failed submit and each link focuses its field', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SampleForm />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const city = screen.getByRole('textbox', { name: 'Ciudad' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Falta la ciudad');

    await user.click(within(summary).getByRole('link', { name: 'Falta la ciudad' }));
    expect(city).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Falta el nombre' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });
});

function SampleWizard() {
  const [step, setStep] = useState(1);
  const heading = useStepFocus(String(step));
  return (
    <>
      <StepHeading ref={heading}>{`Paso ${step}`}</StepHeading>
      <Button onClick={() => setStep(step + 1)}>Siguiente</Button>
    </>
  );
}

describe('step focus', () => {
  it('leaves focus alone on first render, then moves it to the new step heading', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SampleWizard />
      </MantineProvider>,
    );
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Paso 2' })).toHaveFocus();
  });
});

function Announcing() {
  const announce = useAnnounce();
  return <Button onClick={() => announce('5 de 8 aseguradoras respondieron')}>Anunciar</Button>;
}

describe('the live announcer', () => {
  it('puts the message in a polite status region', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <LiveAnnouncerProvider>
          <Announcing />
        </LiveAnnouncerProvider>
      </MantineProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Anunciar' }));
    await waitFor(() => expect(region).toHaveTextContent('5 de 8 aseguradoras respondieron'));
  });
});

describe('language', () => {
  it('starts from ?lang=, then the remembered choice, then Spanish', () => {
    expect(requestedLanguage('?lang=en', 'es')).toBe('en');
    expect(requestedLanguage('?LANG=EN', null)).toBe('en');
    expect(requestedLanguage('', 'en')).toBe('en');
    expect(requestedLanguage('?lang=fr', 'fr')).toBe('es');
  });

  it('formats money in MXN and dates per locale', () => {
    expect(formatMoney('es', 12345.6)).toBe('$12,345.60');
    expect(formatMoney('en', 12345.6)).toBe('MX$12,345.60');
    expect(formatDate('es', '1986-03-13')).toBe('13 de marzo de 1986');
    expect(formatDate('en', '1986-03-13')).toBe('March 13, 1986');
  });

  it('switches from the footer: texts, html lang, title and the remembered choice follow', async () => {
    const user = userEvent.setup();
    const analytics = { pageView: vi.fn(), transaction: vi.fn() };
    render(
      <App analytics={analytics} partnerCode="cotizauto" locale="es" Router={routerAt('/ayuda')} />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Ayuda' });
    await waitFor(() => expect(document.title).toBe('Ayuda · Cotizauto'));
    expect(document.documentElement.lang).toBe('es-MX');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en-US');
    await waitFor(() => expect(document.title).toBe('Help · Cotizauto'));
    // A cookie, so the server answers the next page in English from its first byte.
    expect(document.cookie).toContain('cotizauto_lang=en');
    act(() => {
      document.cookie = 'cotizauto_lang=; max-age=0; path=/';
    });
  });
});
