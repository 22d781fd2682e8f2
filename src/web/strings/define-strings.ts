/**
 * One area's strings in both languages side by side: Spanish is the source (the spec's
 * texts quoted exactly), English must have every key Spanish has (the type checks it).
 */
export function defineStrings<Key extends string>(strings: {
  es: Record<Key, string>;
  en: NoInfer<Record<Key, string>>;
}) {
  return strings;
}
