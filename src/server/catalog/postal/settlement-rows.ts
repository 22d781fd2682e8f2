import { mexicanStates } from '../../../domain/common/states';
import type { postalSettlements } from '../../db/schema/index';

export type SettlementRow = typeof postalSettlements.$inferInsert;

/** One row of GeoNames' postal codes for Mexico, reduced to the columns we read (data/postal). */
export type GeoNamesRow = Record<
  'postal_code' | 'place_name' | 'state_code' | 'municipality' | 'city',
  string
>;

/** GeoNames has no settlement id: number the settlements of each code in file order. */
export function geoNamesSettlements(rows: readonly GeoNamesRow[]): SettlementRow[] {
  const counts = new Map<string, number>();
  return rows.map((row) => {
    const count = (counts.get(row.postal_code) ?? 0) + 1;
    counts.set(row.postal_code, count);
    return {
      id: `${row.postal_code}-${count}`,
      postalCode: row.postal_code,
      name: row.place_name,
      stateCode: row.state_code,
      municipality: row.municipality,
      city: row.city,
    };
  });
}

/** One row of SEPOMEX's CPdescarga.txt (official column names). */
export type SepomexRow = Record<
  'd_codigo' | 'd_asenta' | 'D_mnpio' | 'd_ciudad' | 'c_estado' | 'c_mnpio' | 'id_asenta_cpcons',
  string
>;

const stateByInegiCode = new Map<string, string>(
  mexicanStates.map((state) => [state.inegi, state.code]),
);

/** The official key of a settlement is state + municipality + settlement id. */
export function sepomexSettlements(rows: readonly SepomexRow[]): SettlementRow[] {
  return rows.map((row) => {
    const stateCode = stateByInegiCode.get(row.c_estado);
    if (!stateCode) throw new Error(`unknown c_estado '${row.c_estado}' for ${row.d_codigo}`);
    return {
      id: `${row.c_estado}${row.c_mnpio}${row.id_asenta_cpcons}`,
      postalCode: row.d_codigo,
      name: row.d_asenta,
      stateCode,
      municipality: row.D_mnpio,
      city: row.d_ciudad,
    };
  });
}
