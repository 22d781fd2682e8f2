/**
 * A step form's values as the machine's step schemas take them: text as typed, a checkbox as
 * true or false, the checked radio's value (the strings 'true' and 'false' of a No/Sí choice as
 * booleans), a select of numbers (`numberChoice`) as a number. The schemas check and normalise
 * everything else.
 */
export function readForm(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      values[element.name] = element.checked;
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = radioValue(element.value);
    } else {
      values[element.name] = isNumberChoice(element) ? Number(element.value) : element.value;
    }
  }
  return values;
}

/** Spread on a select whose options are numbers (the instalments): the form reads a number. */
export const numberChoice = { 'data-choice': 'number' } as const;

const isNumberChoice = (element: HTMLElement) => element.dataset.choice === 'number';

function radioValue(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** The names of the fields whose value differs between two readings of the same form. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}
