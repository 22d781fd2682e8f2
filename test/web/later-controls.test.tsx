import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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
  it('draws its target alone, asks for the code on a hover only, then opens', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <LaterTooltip label="Los 3 o 4 dígitos al reverso">
          <Button>?</Button>
        </LaterTooltip>
      </MantineProvider>,
    );
    const target = screen.getByRole('button', { name: '?' });
    expect(arrival.asked).toBe(false);

    await user.hover(target);
    expect(arrival.asked).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();

    arrival.arrive();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Los 3 o 4 dígitos al reverso');
  });
});
