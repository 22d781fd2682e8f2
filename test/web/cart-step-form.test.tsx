import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { messages } from '../../src/domain/validation/messages';
import { StepForm } from '../../src/web/cart/step-form';
import { PlatesFields } from '../../src/web/cart/vehicle-steps';

/** The plates step with the messages of an empty submit where `errors` says. */
function renderPlates(errors: Record<string, string>) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <StepForm
          step="plates"
          title="Las placas de tu auto"
          errors={errors}
          saved={undefined}
          busy={false}
          onSubmit={() => {}}
        >
          {(fields) => <PlatesFields fields={fields} />}
        </StepForm>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('a cart step’s fields in error', () => {
  it('marks every one invalid, the checkboxes too, and tells each its message', () => {
    const errors = {
      licensePlates: messages.licensePlatesRequired,
      privacyNoticeAccepted: messages.privacyNotice,
      termsAndUsagePolicyAccepted: messages.termsAndUsagePolicy,
    };
    renderPlates(errors);
    const privacy = screen.getByRole('checkbox', { name: /aviso de privacidad/ });
    const terms = screen.getByRole('checkbox', { name: /términos y condiciones/ });
    const plates = screen.getByRole('textbox', { name: 'Placas' });
    const inError = [
      [plates, errors.licensePlates],
      [privacy, errors.privacyNoticeAccepted],
      [terms, errors.termsAndUsagePolicyAccepted],
    ] as const;
    for (const [field, message] of inError) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // A box with no message is not marked.
    expect(screen.getByRole('checkbox', { name: 'Mi auto no tiene placas' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});
