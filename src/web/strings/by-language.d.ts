/**
 * The shared and page areas with one language kept (scripts/strings-by-language.ts): read that
 * one only, with catalogueOf (language-pack.ts).
 */
declare module '*/shared-areas?language=es' {
  export const sharedAreas: readonly { es: Record<string, string>; en: Record<string, string> }[];
}
declare module '*/shared-areas?language=en' {
  export const sharedAreas: readonly { es: Record<string, string>; en: Record<string, string> }[];
}
declare module '*/page-areas?language=en' {
  export const pageAreas: readonly { es: Record<string, string>; en: Record<string, string> }[];
}
