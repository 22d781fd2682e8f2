/** A PDF the API answered as base64 (the quote PDF), as a file the browser can save. */
export function pdfFileOf(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}
