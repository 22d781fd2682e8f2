import { describe, expect, it } from 'vitest';
import { selectHasUnsavedChanges } from '../../machines/cart-shared/cart.selectors';
import { fillCompanyUntil, startCompanyCart } from './company-cart.support';
import { submit } from './cart-fixtures';
import { settle } from './cart-fakes';
import { fillUntil, individualValues, startIndividualCart } from './individual-cart.support';

const edit = (step: string, changedFields: string[]) =>
  ({ type: 'cart.editStep', step, changedFields }) as const;

describe('a cart step with changes not saved (the unsaved-changes prompt)', () => {
  it('has none until the buyer changes a field of the step on screen, and none once it is back as shown', () => {
    const { actor } = startIndividualCart();
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
    actor.send(edit('holder', ['firstName']));
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send(edit('holder', []));
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('keeps them after a refused submit, and drops them once the step is saved', () => {
    const { actor } = startIndividualCart();
    actor.send(edit('holder', ['firstName']));
    actor.send(submit({ firstName: 'Łukasz', paternalSurname: '' }));
    expect(actor.getSnapshot().value).toBe('holder');
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send(submit(individualValues.holder));
    expect(actor.getSnapshot().value).toBe('birthdateAndGender');
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('drops them when the buyer goes back a step, and never counts another step’s changes', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'contact');
    actor.send(edit('contact', ['phone']));
    actor.send({ type: 'cart.back' });
    await settle();
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
    actor.send(edit('contact', ['phone']));
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('has none once the purchase is under way or finished, though the card was typed', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'payment');
    actor.send(edit('payment', ['cardNumber', 'securityCode']));
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    await fillUntil(actor, 'issued');
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('works the same in the company cart', async () => {
    const { actor } = startCompanyCart();
    await fillCompanyUntil(actor, 'address');
    actor.send(edit('address', ['street']));
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
  });
});
