/**
 * HTML built with the `html` tag: every interpolated value is escaped unless it is itself a
 * fragment built with the tag, so a name or a vehicle typed by a visitor can never become markup.
 */
export class HtmlFragment {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

type Interpolation = HtmlFragment | string | number | readonly HtmlFragment[] | undefined;

function markupOf(value: Interpolation): string {
  if (value === undefined) return '';
  if (value instanceof HtmlFragment) return value.markup;
  if (Array.isArray(value)) return value.map((fragment: HtmlFragment) => fragment.markup).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): HtmlFragment {
  return new HtmlFragment(
    strings.reduce((markup, part, index) => markup + markupOf(values[index - 1]) + part),
  );
}
