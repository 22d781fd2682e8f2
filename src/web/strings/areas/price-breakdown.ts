import { defineStrings } from '../define-strings';

/**
 * The steps of '¿Por qué este precio?': the rating sends each step's key and figures, these
 * word them (coverage, cover, indemnity and package names come from their own areas).
 */
export const priceBreakdownStrings = defineStrings({
  es: {
    'priceBreakdown.theftRisk': 'Índice de robo del modelo {subBrand}',
    'priceBreakdown.vehicleAge': 'Antigüedad del vehículo ({years} años)',
    'priceBreakdown.indemnity': 'Suma asegurada: {indemnity}',
    'priceBreakdown.zoneState': 'Zona: {state}',
    'priceBreakdown.zonePostalCode': 'Zona: código postal {postalCode}',
    'priceBreakdown.damageDeductible': 'Deducible de daños materiales {percent} %',
    'priceBreakdown.theftDeductible': 'Deducible de robo total {percent} %',
    'priceBreakdown.coverSum': '{cover} por {sum}',
    'priceBreakdown.thirdUsa': 'Responsabilidad civil en EUA y Canadá',
    'priceBreakdown.driverAge': 'Edad del conductor ({age} años)',
    'priceBreakdown.femaleDriver': 'Conductora',
    'priceBreakdown.company': 'Persona moral (uso de flotilla)',
    'priceBreakdown.package': 'Paquete {package}',
    'priceBreakdown.validity': 'Vigencia de {years} años',
    'priceBreakdown.onlineDiscount': 'Descuento por contratar en línea',
    'priceBreakdown.promoCode': 'Código promocional {code}',
  },
  en: {
    'priceBreakdown.theftRisk': 'Theft rate of the {subBrand} model',
    'priceBreakdown.vehicleAge': 'Vehicle age ({years} years)',
    'priceBreakdown.indemnity': 'Sum insured: {indemnity}',
    'priceBreakdown.zoneState': 'Zone: {state}',
    'priceBreakdown.zonePostalCode': 'Zone: postal code {postalCode}',
    'priceBreakdown.damageDeductible': 'Material damage deductible {percent}%',
    'priceBreakdown.theftDeductible': 'Total theft deductible {percent}%',
    'priceBreakdown.coverSum': '{cover} for {sum}',
    'priceBreakdown.thirdUsa': 'Liability in the USA and Canada',
    'priceBreakdown.driverAge': 'Driver’s age ({age} years)',
    'priceBreakdown.femaleDriver': 'Female driver',
    'priceBreakdown.company': 'Company (fleet use)',
    'priceBreakdown.package': '{package} package',
    'priceBreakdown.validity': '{years}-year term',
    'priceBreakdown.onlineDiscount': 'Discount for buying online',
    'priceBreakdown.promoCode': 'Promo code {code}',
  },
});
