import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider } from '@mantine/core';
import { LaterTooltip } from '../../src/web/site/later-tooltip';

// The tooltip's code arrives when the test says, as a slow network would bring it; `asked`
// says whether the page asked for it at all.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive, asked: false };
});
vi.mock('../../src/web/site/popover-controls', async (importOriginal) => {
  arrival.asked = true;
  await arrival.arrived;
  return importOriginal();
});

describe('the tooltip whose code comes when the visitor reaches it', () => {
  it('draws its target alone, asks for the code when reached, leaves the focus where the visitor went, then opens', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <LaterTooltip label="Los 3 o 4 dígitos al reverso">
          <Button>?</Button>
        </LaterTooltip>
        <Button>Banco</Button>
      </MantineProvider>,
    );
    expect(arrival.asked).toBe(false);

    // Tabbed through before the code comes, as on a slow phone: focus stays on the next field.
    await user.tab();
    expect(arrival.asked).toBe(true);
    await user.tab();
    const next = screen.getByRole('button', { name: 'Banco' });
    expect(next).toHaveFocus();
    const target = screen.getByRole('button', { name: '?' });
    arrival.arrive();
    // The code has come once the target is drawn again, inside the tooltip.
    await waitFor(() => expect(screen.getByRole('button', { name: '?' })).not.toBe(target));
    expect(next).toHaveFocus();

    await user.hover(screen.getByRole('button', { name: '?' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Los 3 o 4 dígitos al reverso');
    expect(next).toHaveFocus();
  });
});
