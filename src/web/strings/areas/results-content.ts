import { defineStrings } from '../define-strings';

/**
 * The results page's information blocks: coverage summary and explainer, FAQ, benefits, the
 * help panel, the no-insurer help and the compare view (quote area, section 2).
 */
export const resultsContentStrings = defineStrings({
  es: {
    'resultsContent.summaryTitle': 'Resumen de coberturas',
    'resultsContent.summaryNote':
      'Sumas de ejemplo. Las de cada aseguradora están en «Ver detalle».',
    'resultsContent.vehicleUse': 'Uso del vehículo',
    'resultsContent.privateUse': 'Particular',
    'resultsContent.currency': 'Moneda',
    'resultsContent.pesos': 'Pesos mexicanos (MXN)',
    'resultsContent.explainerTitle': '¿Qué cubre cada paquete?',
    'resultsContent.package': 'Paquete',
    'resultsContent.coverThirdParty': 'Daños a terceros',
    'resultsContent.coverTheft': 'Robo total',
    'resultsContent.coverOwnDamage': 'Daños a tu auto',
    'resultsContent.yes': 'Sí',
    'resultsContent.no': 'No',
    'resultsContent.sumInsuredTerm':
      'Suma asegurada: lo máximo que la aseguradora paga por una cobertura.',
    'resultsContent.deductibleTerm':
      'Deducible: la parte del daño que pagas tú, un porcentaje del valor de tu auto.',
    'resultsContent.faqTitle': 'Preguntas frecuentes',
    'resultsContent.faq1Question': '¿El precio incluye impuestos?',
    'resultsContent.faq1Answer':
      'Sí. El precio de cada tarjeta es el total anual con IVA y derecho de póliza incluidos.',
    'resultsContent.faq2Question': '¿Qué aseguradoras puedo contratar aquí?',
    'resultsContent.faq2Answer':
      'Mapfre, General de Seguros y HDI se contratan en línea; las demás se muestran para que compares.',
    'resultsContent.faq3Question': '¿Puedo cambiar las coberturas?',
    'resultsContent.faq3Answer':
      'Sí. Cambia sumas aseguradas y deducibles en «Personaliza tu póliza» y el precio se actualiza.',
    'resultsContent.faq4Question': '¿Qué pasa cuando la oferta expira?',
    'resultsContent.faq4Answer':
      'El precio deja de estar vigente: vuelve a cotizar para ver el precio del día.',
    'resultsContent.benefitsTitle': 'Beneficios de contratar con nosotros',
    'resultsContent.benefitBestPrice': 'Garantía de mejor precio.',
    'resultsContent.benefitSecure': 'Compra 100% segura en línea.',
    'resultsContent.benefitOnline': 'Administra tu póliza en línea.',
    'resultsContent.benefitRefund':
      'Satisfacción garantizada o te devolvemos tu dinero en 30 días.',
    'resultsContent.benefitCustomers': 'Más de 130,000 clientes nos confían su auto.',
    'resultsContent.help': 'Ayuda',
    'resultsContent.noInsurerTitle': '¿Por qué no aparece ninguna aseguradora?',
    'resultsContent.noInsurerText':
      'La marca o el modelo de tu vehículo no se ofrece en línea, o tu código postal no tiene cobertura. Llámanos o escríbenos y te ayudamos a cotizar.',
    'resultsContent.quoteErrorTitle': 'Ninguna aseguradora respondió',
    'resultsContent.quoteErrorText':
      'Las aseguradoras no respondieron a tiempo. Vuelve a intentarlo, o guarda tu cotización y te enviamos el enlace para retomarla después.',
    'resultsContent.tryAgain': 'Intentar de nuevo',
    'resultsContent.compareOpen': 'Comparar aseguradoras ({count})',
    'resultsContent.compareHint': 'Marca «Comparar» en 2 a 4 aseguradoras para verlas lado a lado.',
    'resultsContent.compareTitle': 'Comparar aseguradoras',
    'resultsContent.price': 'Precio',
    'resultsContent.compareLegend':
      'Resaltamos las coberturas que cambian entre aseguradoras; «Mejor» marca el mejor valor de cada una.',
    'resultsContent.compareDiffers': 'Cambia entre aseguradoras',
    'resultsContent.compareBest': 'Mejor',
  },
  en: {
    'resultsContent.summaryTitle': 'Coverage summary',
    'resultsContent.summaryNote': 'Sample sums. Each insurer’s own are under “See details”.',
    'resultsContent.vehicleUse': 'Vehicle use',
    'resultsContent.privateUse': 'Private',
    'resultsContent.currency': 'Currency',
    'resultsContent.pesos': 'Mexican pesos (MXN)',
    'resultsContent.explainerTitle': 'What does each package cover?',
    'resultsContent.package': 'Package',
    'resultsContent.coverThirdParty': 'Third-party damage',
    'resultsContent.coverTheft': 'Total theft',
    'resultsContent.coverOwnDamage': 'Damage to your car',
    'resultsContent.yes': 'Yes',
    'resultsContent.no': 'No',
    'resultsContent.sumInsuredTerm': 'Sum insured: the most the insurer pays for a coverage.',
    'resultsContent.deductibleTerm':
      'Deductible: the part of the damage you pay, a percentage of your car’s value.',
    'resultsContent.faqTitle': 'Frequently asked questions',
    'resultsContent.faq1Question': 'Does the price include taxes?',
    'resultsContent.faq1Answer':
      'Yes. Each card’s price is the annual total with VAT and the policy fee included.',
    'resultsContent.faq2Question': 'Which insurers can I buy here?',
    'resultsContent.faq2Answer':
      'Mapfre, General de Seguros and HDI are sold online; the others are shown for comparison.',
    'resultsContent.faq3Question': 'Can I change the coverages?',
    'resultsContent.faq3Answer':
      'Yes. Change sums insured and deductibles in “Customise your policy” and the price updates.',
    'resultsContent.faq4Question': 'What happens when the offer expires?',
    'resultsContent.faq4Answer': 'The price is no longer valid: quote again to see today’s price.',
    'resultsContent.benefitsTitle': 'Why buy with us',
    'resultsContent.benefitBestPrice': 'Best-price guarantee.',
    'resultsContent.benefitSecure': '100% secure online purchase.',
    'resultsContent.benefitOnline': 'Manage your policy online.',
    'resultsContent.benefitRefund': 'Satisfaction guaranteed or your money back within 30 days.',
    'resultsContent.benefitCustomers': 'More than 130,000 customers trust us with their car.',
    'resultsContent.help': 'Help',
    'resultsContent.noInsurerTitle': 'Why does no insurer appear?',
    'resultsContent.noInsurerText':
      'Your vehicle’s make or model is not offered online, or your postal code is not covered. Call or message us and we will help you get a quote.',
    'resultsContent.quoteErrorTitle': 'No insurer answered',
    'resultsContent.quoteErrorText':
      'The insurers did not answer in time. Try again, or save your quote and we will send you the link to pick it up later.',
    'resultsContent.tryAgain': 'Try again',
    'resultsContent.compareOpen': 'Compare insurers ({count})',
    'resultsContent.compareHint': 'Tick “Compare” on 2 to 4 insurers to see them side by side.',
    'resultsContent.compareTitle': 'Compare insurers',
    'resultsContent.price': 'Price',
    'resultsContent.compareLegend':
      'We highlight the coverages that change between insurers; “Best” marks the best value of each.',
    'resultsContent.compareDiffers': 'Changes between insurers',
    'resultsContent.compareBest': 'Best',
  },
});
