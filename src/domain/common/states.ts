/**
 * The 32 federal entities of Mexico. `code` is the GeoNames / ISO 3166-2:MX suffix used by
 * the postal catalogue (GeoNames keeps `DIF` for Ciudad de México); `inegi` is SEPOMEX's
 * `c_estado`, which the official catalogue's importer maps from.
 */
export const mexicanStates = [
  { code: 'AGU', inegi: '01', name: 'Aguascalientes' },
  { code: 'BCN', inegi: '02', name: 'Baja California' },
  { code: 'BCS', inegi: '03', name: 'Baja California Sur' },
  { code: 'CAM', inegi: '04', name: 'Campeche' },
  { code: 'COA', inegi: '05', name: 'Coahuila de Zaragoza' },
  { code: 'COL', inegi: '06', name: 'Colima' },
  { code: 'CHP', inegi: '07', name: 'Chiapas' },
  { code: 'CHH', inegi: '08', name: 'Chihuahua' },
  { code: 'DIF', inegi: '09', name: 'Ciudad de México' },
  { code: 'DUR', inegi: '10', name: 'Durango' },
  { code: 'GUA', inegi: '11', name: 'Guanajuato' },
  { code: 'GRO', inegi: '12', name: 'Guerrero' },
  { code: 'HID', inegi: '13', name: 'Hidalgo' },
  { code: 'JAL', inegi: '14', name: 'Jalisco' },
  { code: 'MEX', inegi: '15', name: 'México' },
  { code: 'MIC', inegi: '16', name: 'Michoacán de Ocampo' },
  { code: 'MOR', inegi: '17', name: 'Morelos' },
  { code: 'NAY', inegi: '18', name: 'Nayarit' },
  { code: 'NLE', inegi: '19', name: 'Nuevo León' },
  { code: 'OAX', inegi: '20', name: 'Oaxaca' },
  { code: 'PUE', inegi: '21', name: 'Puebla' },
  { code: 'QUE', inegi: '22', name: 'Querétaro' },
  { code: 'ROO', inegi: '23', name: 'Quintana Roo' },
  { code: 'SLP', inegi: '24', name: 'San Luis Potosí' },
  { code: 'SIN', inegi: '25', name: 'Sinaloa' },
  { code: 'SON', inegi: '26', name: 'Sonora' },
  { code: 'TAB', inegi: '27', name: 'Tabasco' },
  { code: 'TAM', inegi: '28', name: 'Tamaulipas' },
  { code: 'TLA', inegi: '29', name: 'Tlaxcala' },
  { code: 'VER', inegi: '30', name: 'Veracruz de Ignacio de la Llave' },
  { code: 'YUC', inegi: '31', name: 'Yucatán' },
  { code: 'ZAC', inegi: '32', name: 'Zacatecas' },
] as const;

export type StateCode = (typeof mexicanStates)[number]['code'];

const stateCodes: ReadonlySet<string> = new Set(mexicanStates.map((state) => state.code));

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && stateCodes.has(value);
}
