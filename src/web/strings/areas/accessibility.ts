import { defineStrings } from '../define-strings';

/** The accessibility statement (/accesibilidad): what we test, how, and what is not yet done. */
export const accessibilityStrings = defineStrings({
  es: {
    'accessibility.title': 'Declaración de accesibilidad',
    'accessibility.intro':
      'Queremos que cualquier persona pueda cotizar y contratar su seguro de auto en este sitio, con teclado, lector de pantalla, lupa o a 320 píxeles de ancho. Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA.',
    'accessibility.testedTitle': 'Qué probamos y cómo',
    'accessibility.testedAxe':
      'Cada página, cada paso del cotizador y cada paso de los carritos de compra (persona física y empresa) se revisa con axe-core (reglas WCAG 2.0, 2.1 y 2.2 A y AA) en Chromium, en escritorio y en teléfono, con las dos marcas y en español e inglés, también con los mensajes de error a la vista. La prueba exige cero incumplimientos.',
    'accessibility.testedFocus':
      'Al cambiar de paso, el foco pasa al título del paso nuevo y el título de la pestaña nombra el paso; al cambiar de página, al título principal. Al enviar un paso con errores, aparece un resumen que recibe el foco y cuyos enlaces llevan a cada campo; cada campo con error, casillas incluidas, se marca como inválido. Al pagar, el foco pasa a cada pantalla de espera, al mensaje del banco si rechaza la tarjeta (y se queda en él al volver a corregir los datos) y a la página de agradecimiento: nunca queda en el cuerpo de la página, y un rechazo ya corregido no se sigue mostrando.',
    'accessibility.testedKeyboard':
      'El cotizador y la compra completa se hacen solo con el teclado (Tab, flechas, Espacio y Enter), también cuando el banco rechaza la primera tarjeta y se paga con otra.',
    'accessibility.testedHtml':
      'El HTML de cada página pre-generada, en español e inglés, se revisa con el verificador de HTML del W3C (Nu Html Checker); la prueba exige cero errores.',
    'accessibility.testedContrast':
      'Una prueba calcula el contraste de los colores de ambas marcas: al menos 4.5:1 para todo texto, incluidos los errores, y 3:1 para bordes de campos y el indicador de foco.',
    'accessibility.testedReflow':
      'Las páginas se revisan a 320 píxeles de ancho y con el texto al 200%: los botones se acomodan en varias líneas y nada se corta.',
    'accessibility.testedLanguage':
      'Todo texto de las pantallas sale de un catálogo en español e inglés; una prueba falla si una pantalla escribe texto fuera del catálogo o si falta una traducción. El idioma se cambia al pie de página o con ?lang=en, se recuerda, y la página declara su idioma. Los correos y los PDF de la cotización y de la póliza llegan en el idioma elegido.',
    'accessibility.limitsTitle': 'Lo que aún no cumple',
    'accessibility.limitsCart':
      'En los carritos, el paso de datos de la factura (solo con cobertura Valor Factura) y la página de agradecimiento tras la compra se revisan en el navegador en español e inglés, con ambas marcas, en escritorio y en teléfono; la compra completa solo con teclado se prueba en el navegador solo en español y con la marca Cotizauto, en escritorio y en teléfono.',
    'accessibility.limitsFlows':
      'La página técnica de flujos (/flows) muestra diagramas; su contenido está descrito en texto, pero está pensada para el equipo, no para el público.',
    'accessibility.contactTitle': 'Contacto',
    'accessibility.contact':
      '¿Encontraste una barrera? Escríbenos a contacto@cotizauto.mx o llámanos al 800 000 0000 y te ayudamos a cotizar y contratar por teléfono.',
    'accessibility.updated': 'Revisada el 27 de noviembre de 2026.',
  },
  en: {
    'accessibility.title': 'Accessibility statement',
    'accessibility.intro':
      'We want everyone to be able to quote and buy their car insurance on this site, with a keyboard, a screen reader, a magnifier or at 320 pixels wide. Our goal is to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
    'accessibility.testedTitle': 'What we test and how',
    'accessibility.testedAxe':
      'Every page, every step of the quote form and every step of the purchase carts (individual and company) is checked with axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) in Chromium, on desktop and on a phone, with both brands and in Spanish and English, also with error messages showing. The test requires zero violations.',
    'accessibility.testedFocus':
      'When the step changes, focus moves to the new step’s heading and the tab’s title names the step; when the page changes, to its main heading. When a step is submitted with errors, a summary takes focus and its links lead to each field; every field in error, checkboxes included, is marked invalid. When paying, focus moves to each waiting screen, to the bank’s message when it declines the card (and stays on it back at the card step) and to the thank-you page: it never falls to the page’s body, and a corrected refusal is no longer shown.',
    'accessibility.testedKeyboard':
      'The quote form and the whole purchase can be completed with the keyboard alone (Tab, arrow keys, Space and Enter), also when the bank declines the first card and another one pays.',
    'accessibility.testedHtml':
      'The HTML of every prerendered page, in Spanish and English, is checked with the W3C’s HTML checker (Nu Html Checker); the test requires zero errors.',
    'accessibility.testedContrast':
      'A test computes the contrast of both brands’ colours: at least 4.5:1 for all text, errors included, and 3:1 for field borders and the focus indicator.',
    'accessibility.testedReflow':
      'Pages are checked at 320 pixels wide and with text at 200%: buttons wrap onto several lines and nothing is cut off.',
    'accessibility.testedLanguage':
      'Every text on screen comes from a catalogue in Spanish and English; a test fails when a screen writes text outside the catalogue or a translation is missing. The language is switched in the footer or with ?lang=en, remembered, and the page declares its language. The e-mails and the quote and policy PDFs come in the language chosen.',
    'accessibility.limitsTitle': 'What does not comply yet',
    'accessibility.limitsCart':
      'In the carts, the invoice-details step (asked only with the Valor Factura cover) and the thank-you page after a purchase are checked in the browser in Spanish and English, on both brands, on desktop and phone; buying with the keyboard alone is tested in the browser in Spanish on the Cotizauto brand only, on desktop and phone.',
    'accessibility.limitsFlows':
      'The technical flows page (/flows) shows diagrams; their content is described in text, but the page is meant for the team, not the public.',
    'accessibility.contactTitle': 'Contact',
    'accessibility.contact':
      'Found a barrier? Write to contacto@cotizauto.mx or call 800 000 0000 and we will help you quote and buy by phone.',
    'accessibility.updated': 'Reviewed on 27 November 2026.',
  },
});
