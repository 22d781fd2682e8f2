import { defineStrings } from '../define-strings';

/** The results page's validity and indemnity-value choices, with their restrictions. */
export const policyTermsStrings = defineStrings({
  es: {
    'policyTerms.group': 'Vigencia y valor de indemnización',
    'policyTerms.validity': 'Vigencia',
    'policyTerms.oneYear': '1 año',
    'policyTerms.years': '{years} años',
    'policyTerms.indemnity': 'Valor de indemnización',
    'policyTerms.indemnity.commercial': 'Valor Comercial',
    'policyTerms.indemnity.commercialPlus10': 'Valor Comercial + 10',
    'policyTerms.indemnity.agreed': 'Valor Convenido',
    'policyTerms.indemnity.invoice': 'Valor Factura',
    'policyTerms.hint':
      'La vigencia multianual (2 a 5 años) y el Valor Factura solo los cotizan {insurers}, y solo en el paquete {package}. El Valor Factura pide los datos de la factura al comprar.',
    'policyTerms.restrictedInsurers': 'Con esta vigencia o este valor solo cotizan {insurers}.',
    'policyTerms.restrictedPackages': 'Solo se cotiza el paquete {package}.',
    'policyTerms.restrictedByCoverages':
      'Con coberturas personalizadas solo se cotiza el paquete {package}.',
    'policyTerms.packageNotAvailable': 'Package no available',
    'policyTerms.termTotal': 'Total por {years} años con IVA',
  },
  en: {
    'policyTerms.group': 'Policy term and indemnity value',
    'policyTerms.validity': 'Policy term',
    'policyTerms.oneYear': '1 year',
    'policyTerms.years': '{years} years',
    'policyTerms.indemnity': 'Indemnity value',
    'policyTerms.indemnity.commercial': 'Commercial value',
    'policyTerms.indemnity.commercialPlus10': 'Commercial value + 10%',
    'policyTerms.indemnity.agreed': 'Agreed value',
    'policyTerms.indemnity.invoice': 'Invoice value',
    'policyTerms.hint':
      'Multi-year terms (2 to 5 years) and invoice value are quoted only by {insurers}, and only for the {package} package. Invoice value asks for the invoice details at purchase.',
    'policyTerms.restrictedInsurers': 'With this term or value only {insurers} quote.',
    'policyTerms.restrictedPackages': 'Only the {package} package is quoted.',
    'policyTerms.restrictedByCoverages':
      'With customised coverages only the {package} package is quoted.',
    'policyTerms.packageNotAvailable': 'Package not available',
    'policyTerms.termTotal': 'Total for {years} years with VAT',
  },
});
