import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import type { SepomexRow } from './settlement-rows';

/**
 * Reads the official download of Correos de México (CPdescarga.txt): Latin-1, a line with the
 * terms of use, then a header row and one settlement per line, fields separated by '|' and
 * never quoted (names may hold a quote mark).
 */
export function parseSepomexFile(bytes: Buffer): SepomexRow[] {
  return parse(iconv.decode(bytes, 'latin1'), {
    delimiter: '|',
    from_line: 2,
    columns: true,
    quote: false,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
}
