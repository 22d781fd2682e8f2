/** Who buys: persona física (Hombre, Mujer) or persona moral (Empresa). */

export const personTypes = [
  { key: 'natural', label: 'Física' },
  { key: 'legal', label: 'Moral' },
] as const;
export type PersonType = (typeof personTypes)[number]['key'];
export const personTypeKeys = personTypes.map((type) => type.key);

export const genders = [
  { key: 'male', label: 'Hombre', personType: 'natural' },
  { key: 'female', label: 'Mujer', personType: 'natural' },
  { key: 'company', label: 'Empresa', personType: 'legal' },
] as const;
export type Gender = (typeof genders)[number]['key'];
export const genderKeys = genders.map((gender) => gender.key);
/** The individual cart offers Hombre and Mujer only. */
export const individualGenderKeys = ['male', 'female'] as const;
export type IndividualGender = (typeof individualGenderKeys)[number];

export function personTypeOf(gender: Gender): PersonType {
  return gender === 'company' ? 'legal' : 'natural';
}

/**
 * The cart and the beneficiary name the same choice "fiscal regime", labelled Moral/Física;
 * the beneficiary defaults to a company (a lender).
 */
export const fiscalRegimes = [
  { key: 'company', label: 'Moral' },
  { key: 'individual', label: 'Física' },
] as const;
export type FiscalRegime = (typeof fiscalRegimes)[number]['key'];
export const fiscalRegimeKeys = fiscalRegimes.map((regime) => regime.key);
export const defaultBeneficiaryFiscalRegime: FiscalRegime = 'company';

export function fiscalRegimeOf(personType: PersonType): FiscalRegime {
  return personType === 'legal' ? 'company' : 'individual';
}
