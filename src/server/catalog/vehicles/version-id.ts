/** A version is one trim in one model year; its id says both ('0044705-2019'). */
export function versionId(trimKey: string, year: number): string {
  return `${trimKey}-${year}`;
}

export function parseVersionId(id: string): { trimKey: string; year: number } | undefined {
  const match = /^(.+)-(\d{4})$/.exec(id);
  return match ? { trimKey: match[1] ?? '', year: Number(match[2]) } : undefined;
}
