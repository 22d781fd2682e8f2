/**
 * One area's strings in both languages side by side: Spanish is the source (the spec's
 * texts quoted exactly), English must have every key Spanish has (the type checks it). The
 * browser's catalogue (src/web/strings) and the server's (src/server/texts) are built alike.
 */
export function defineStrings<Key extends string>(strings: {
  es: Record<Key, string>;
  en: NoInfer<Record<Key, string>>;
}) {
  return strings;
}

/** Fills a catalogue string's `{name}` placeholders ('Grupo {position} de {total}'). */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
