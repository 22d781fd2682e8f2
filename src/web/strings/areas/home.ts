import { defineStrings } from '../define-strings';

export const homeStrings = defineStrings({
  es: {
    'home.heroTitle': 'Compara y contrata el seguro de tu auto en menos de 3 minutos',
    'home.heroText':
      'Cotiza con hasta 8 aseguradoras, personaliza tu cobertura y compra 100% en línea.',
    'home.heroCta': 'Cotizar mi seguro',
    'home.claims':
      'Garantía de mejor precio · Compra 100% segura · Ahorra hasta 40% (60% con código promocional)',
    'home.howItWorksTitle': '¿Cómo funciona?',
    'home.step1': 'Dinos qué auto tienes, su modelo y tu código postal.',
    'home.step2': 'Compara precios y coberturas de hasta 8 aseguradoras.',
    'home.step3': 'Personaliza tu póliza y aplica tu código promocional.',
    'home.step4': 'Paga con tarjeta y descarga tu póliza al instante.',
    'home.insurersTitle': 'Aseguradoras que comparamos',
    'home.achievements': 'Más de 130,000 clientes nos confían su auto.',
    'home.walletTitle': 'Tu cartera digital del auto',
    'home.benefitFines': 'Consulta de multas',
    'home.benefitTax': 'Pago de tenencia',
    'home.benefitVerification': 'Verificación vehicular',
    'home.benefitNoDrive': 'Hoy no circula',
    'home.benefitReminders': 'Recordatorios personalizados',
    'home.reviewsTitle': 'Lo que dicen nuestros clientes',
    'home.whyTitle': '¿Por qué Cotizauto?',
    'home.whyRefund': 'Satisfacción garantizada o te devolvemos tu dinero en 30 días.',
    'home.whyDownload': 'Descarga y comparte tu póliza en menos de un minuto.',
    'home.whySecure': 'Compra 100% segura.',
    'home.myInsuranceTitle': 'Mi seguro',
    'home.myInsuranceText':
      'Consulta tu póliza, tus pagos y tus documentos desde tu cuenta cuando quieras.',
    'home.faqTitle': 'Preguntas frecuentes',
    'home.bottomCtaTitle': '¿Listo para proteger tu auto?',
    'home.broker':
      'Cotizauto es un agente de seguros regulado: solo intermedia y no asume riesgos; la aseguradora decide la aceptación.',
  },
  en: {
    'home.heroTitle': 'Compare and buy your car insurance in under 3 minutes',
    'home.heroText': 'Quote up to 8 insurers, customise your cover and buy 100% online.',
    'home.heroCta': 'Quote my insurance',
    'home.claims':
      'Best-price guarantee · 100% secure purchase · Save up to 40% (60% with a promo code)',
    'home.howItWorksTitle': 'How it works',
    'home.step1': 'Tell us your car, its model year and your postal code.',
    'home.step2': 'Compare prices and covers from up to 8 insurers.',
    'home.step3': 'Customise your policy and apply your promo code.',
    'home.step4': 'Pay by card and download your policy at once.',
    'home.insurersTitle': 'Insurers we compare',
    'home.achievements': 'More than 130,000 customers trust us with their car.',
    'home.walletTitle': 'Your digital car wallet',
    'home.benefitFines': 'Check fines',
    'home.benefitTax': 'Vehicle tax payment',
    'home.benefitVerification': 'Vehicle verification',
    'home.benefitNoDrive': 'No-drive-day lookup',
    'home.benefitReminders': 'Personalised reminders',
    'home.reviewsTitle': 'What our customers say',
    'home.whyTitle': 'Why Cotizauto?',
    'home.whyRefund': 'Satisfaction guaranteed or your money back within 30 days.',
    'home.whyDownload': 'Download and share your policy in under a minute.',
    'home.whySecure': '100% secure purchase.',
    'home.myInsuranceTitle': 'My insurance',
    'home.myInsuranceText':
      'See your policy, payments and documents from your account at any time.',
    'home.faqTitle': 'Frequently asked questions',
    'home.bottomCtaTitle': 'Ready to protect your car?',
    'home.broker':
      'Cotizauto is a regulated insurance broker: it only intermediates and accepts no risk; the insurer decides acceptance.',
  },
});
