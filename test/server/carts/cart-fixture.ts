/** A cart with every field of the spec's Saved cart filled, nulls included where a flow has them. */
export const fullCart = {
  store: {
    quotationStep: 3,
    emissionStep: 7,
    modelId: 2019,
    subbrandId: 'nissan-versa',
    selectedProvider: 'hdi',
    selectedInsurer: 'HDI Seguros',
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
      paymentFrequency: 'annual',
      promocode: 'BIENVENIDA',
      validity: 1,
      compensationValue: 'commercial',
      hasCoveragesEdited: true,
    },
    client: {
      birthdate: '13/03/1986',
      companyName: null,
      emailAddress: 'ana.lopez@correo.mx',
      firstName: 'Ana',
      fiscalRegime: 'individual',
      gender: 'female',
      maternalSurname: null,
      paternalSurname: 'López',
      phoneNumber: '5512345678',
      tin: 'LOPA860313AB1',
      leadId: '7f1d2c3b-0000-4000-8000-000000000001',
      address: {
        neighborhoodId: 1423,
        street: 'Av. Insurgentes Sur',
        externalNumber: '1602',
        internalNumber: '4B',
        postalCode: '03940',
      },
    },
    preferredBeneficiary: {
      companyName: 'Financiera del Centro SA de CV',
      birthdate: '01/01/1990',
      tin: 'FCE900101AB1',
      fiscalRegime: 'company',
    },
  },
};
