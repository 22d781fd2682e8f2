import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider } from '@mantine/core';
import { LaterSelect } from '../../src/web/site/later-select';
import { LaterTooltip } from '../../src/web/site/later-tooltip';

// The controls' code arrives when the test says, as a slow network would bring it.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('../../src/web/site/popover-controls', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

const payments = [
  { value: '1', label: 'Contado' },
  { value: '3', label: 'Mensual' },
];

describe('the selects and tooltips whose code comes after the page', () => {
  it('stands in for them until the code arrives, then opens what the visitor reached', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <LaterSelect label="Forma de pago" data={payments} value="1" onChange={onChange} />
        <LaterTooltip label="Los 3 o 4 dígitos al reverso">
          <Button>?</Button>
        </LaterTooltip>
      </MantineProvider>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Forma de pago' });
    expect(standIn).toHaveValue('Contado');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.click(standIn);
    await user.hover(screen.getByRole('button', { name: '?' }));
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();

    arrival.arrive();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Los 3 o 4 dígitos al reverso');
    expect(screen.getByRole('combobox', { name: 'Forma de pago' })).toHaveFocus();
    await user.click(await screen.findByRole('option', { name: 'Mensual' }));
    expect(onChange).toHaveBeenCalledWith('3', expect.objectContaining({ label: 'Mensual' }));
  });
});
