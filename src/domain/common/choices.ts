/**
 * A form control's value is text ('3', 'invoice'); the rules speak in typed codes. This reads
 * the text back as the one choice offered that it spells, or undefined for any other text
 * ('', '3.0', ' 3'), so no view casts a value it never checked.
 */
export function choiceOf<Choice extends number | string>(
  choices: readonly Choice[],
  text: string | null,
): Choice | undefined {
  return choices.find((choice) => String(choice) === text);
}
