/**
 * A cart with every field of the spec's Saved cart filled with a value its field rule accepts, in
 * the normal form the rule gives back (so it round-trips unchanged).
 */
export const fullCart = {
  store: {
    quotationStep: 3,
    emissionStep: 7,
    modelId: 'versa-2019',
    subbrandId: 'nissan-versa',
    selectedProvider: 'hdi',
    selectedInsurer: 'hdi',
  },
  quote: {
    vehicle: {
      engineNumber: 'HR16DE123456',
      licensePlates: 'ABC1234',
      versionId: 'versa-advance-at',
      vin: '3N1CN7AD5KL812345',
    },
    policy: {
      package: 0,
      paymentFrequency: 0,
      promocode: 'BIENVENIDA',
      validity: 1,
      compensationValue: 'commercial',
      indemnityValue: 'agreed',
      hasCoveragesEdited: true,
    },
    client: {
      birthdate: '1986-03-13',
      companyName: 'Servicios López SA de CV',
      emailAddress: 'ana.lopez@correo.mx',
      firstName: 'Ana',
      fiscalRegime: 'individual',
      gender: 'female',
      maternalSurname: 'Pérez',
      paternalSurname: 'López',
      phoneNumber: '5512345678',
      tin: 'LOPA860313AB1',
      leadId: '7f1d2c3b-0000-4000-8000-000000000001',
      address: {
        neighborhoodId: '1423',
        street: 'Avenida Insurgentes Sur',
        externalNumber: '1602',
        internalNumber: '4B',
        postalCode: '03940',
      },
    },
    preferredBeneficiary: {
      companyName: 'Financiera del Centro SA de CV',
      birthdate: '1990-01-01',
      tin: 'FCE900101AB1',
      fiscalRegime: 'company',
    },
  },
};
