/** The buyer's address most emission bodies carry: Insurgentes Sur 1605, Benito Juárez, CDMX. */
export const insurgentesAddress = {
  street: 'Insurgentes Sur',
  externalNumber: '1605',
  postalCode: '03900',
  city: 'Benito Juárez',
  state: 'Ciudad de México',
  neighborhoodId: 'n-1',
};
