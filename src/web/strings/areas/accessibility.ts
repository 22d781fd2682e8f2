import { defineStrings } from '../define-strings';

/**
 * The accessibility statement (/accesibilidad). Each claim is backed by the tests that
 * src/web/a11y/accessibility-evidence.ts names; what they leave out is listed from it.
 */
export const accessibilityStrings = defineStrings({
  es: {
    'accessibility.title': 'Declaración de accesibilidad',
    'accessibility.intro':
      'Queremos que cualquier persona pueda cotizar y contratar su seguro de auto en este sitio, con teclado, lector de pantalla, lupa o a 320 píxeles de ancho. Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. Aquí decimos solo lo que prueban nuestras pruebas automáticas, y después lo que no prueban.',
    'accessibility.testedTitle': 'Qué probamos y cómo',
    'accessibility.testedAxe':
      'Cada página, cada paso del cotizador y cada paso de los carritos de compra (persona física y empresa) se revisa con axe-core (reglas WCAG 2.0, 2.1 y 2.2 A y AA) en Chromium, también con los mensajes de error a la vista; cada par de pantalla, marca e idioma se recorre junto al menos una vez. La prueba exige cero incumplimientos.',
    'accessibility.testedFocus':
      'Al cambiar de paso, el foco pasa al título del paso nuevo y el título de la pestaña nombra el paso; al cambiar de página, al título principal. Al enviar un paso con errores, aparece un resumen que recibe el foco y cuyos enlaces llevan a cada campo; cada campo con error, casillas incluidas, se marca como inválido.',
    'accessibility.testedPaymentFocus':
      'Al pagar, el foco pasa a cada pantalla de espera, al mensaje del banco si rechaza la tarjeta (y se queda en él al volver a corregir los datos) y a la página de agradecimiento: nunca queda en el cuerpo de la página, y un rechazo ya corregido no se sigue mostrando.',
    'accessibility.testedKeyboard':
      'El cotizador y la compra completa se hacen solo con el teclado (Tab, flechas, Espacio y Enter), también cuando el banco rechaza la primera tarjeta y se paga con otra.',
    'accessibility.testedHtml':
      'El HTML de cada página pre-generada (inicio, cotizador, ayuda, comparador y textos legales) se revisa con el verificador de HTML del W3C (Nu Html Checker); la prueba exige cero errores.',
    'accessibility.testedContrast':
      'Una prueba calcula el contraste de los colores de ambas marcas: al menos 4.5:1 para todo texto, incluidos los errores, y 3:1 para bordes de campos y el indicador de foco.',
    'accessibility.testedReflow':
      'La página de resultados se revisa a 320 píxeles de ancho y con el texto al 200%: la página no se desplaza de lado y los botones de las tarjetas se acomodan sin cortarse.',
    'accessibility.testedLanguage':
      'Todo texto que escriben las pantallas sale de un catálogo en español e inglés; una prueba falla si una pantalla escribe texto fuera del catálogo o si falta una traducción.',
    'accessibility.testedEnglishPurchase':
      'Una compra completa en inglés no muestra texto en español fuera de nombres, y los correos llegan en inglés.',
    'accessibility.coverage': 'Probado con {brands}; en {languages}; en {screens}.',
    'accessibility.brand.own': 'la marca propia',
    'accessibility.brand.retail': 'la marca del socio',
    'accessibility.language.es': 'español',
    'accessibility.language.en': 'inglés',
    'accessibility.screen.desktop': 'escritorio',
    'accessibility.screen.phone': 'teléfono',
    'accessibility.and': ' y ',
    'accessibility.limitsTitle': 'Lo que las pruebas no cubren',
    'accessibility.gap': '{what}: no se prueba {missing}.',
    'accessibility.gapBrand': 'con {brand}',
    'accessibility.gapLanguage': 'en {language}',
    'accessibility.gapScreen': 'en {screen}',
    'accessibility.gapJoin': ' ni ',
    'accessibility.subjectAxe': 'La revisión con axe-core',
    'accessibility.subjectFocus': 'El foco y los errores de los pasos',
    'accessibility.subjectPaymentFocus': 'El foco al pagar',
    'accessibility.subjectKeyboard': 'La compra solo con teclado',
    'accessibility.subjectHtml': 'El verificador de HTML',
    'accessibility.subjectContrast': 'El contraste',
    'accessibility.subjectReflow': 'El ajuste a 320 píxeles y al 200%',
    'accessibility.subjectLanguage': 'El catálogo de textos',
    'accessibility.subjectEnglishPurchase': 'La compra en inglés',
    'accessibility.untestedScreenReaders':
      'Ninguna prueba usa un lector de pantalla (NVDA, JAWS, VoiceOver o TalkBack): lo que se oye se deduce de los nombres, los roles y el foco que sí se comprueban.',
    'accessibility.untestedBrowsers':
      'Las pruebas del navegador corren solo en Chromium; Firefox y Safari no se prueban.',
    'accessibility.untestedAppHtml':
      'El verificador de HTML revisa solo las páginas pre-generadas, no las que dibuja el navegador (resultados, carritos, cuenta).',
    'accessibility.untestedReflowPages':
      'El ajuste a 320 píxeles y al 200% se revisa solo en la página de resultados, no en el cotizador, los carritos ni los textos legales.',
    'accessibility.untestedServerTexts':
      'El catálogo cubre lo que escriben las pantallas; los textos que escribe el servidor (explicaciones de precio, mensajes de error del servidor) se revisan en inglés solo donde los recorre la compra en inglés.',
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
      'We want everyone to be able to quote and buy their car insurance on this site, with a keyboard, a screen reader, a magnifier or at 320 pixels wide. Our goal is to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Here we state only what our automated tests prove, and then what they do not.',
    'accessibility.testedTitle': 'What we test and how',
    'accessibility.testedAxe':
      'Every page, every step of the quote form and every step of the purchase carts (individual and company) is checked with axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) in Chromium, also with error messages showing; each pair of screen, brand and language is walked together at least once. The test requires zero violations.',
    'accessibility.testedFocus':
      'When the step changes, focus moves to the new step’s heading and the tab’s title names the step; when the page changes, to its main heading. When a step is submitted with errors, a summary takes focus and its links lead to each field; every field in error, checkboxes included, is marked invalid.',
    'accessibility.testedPaymentFocus':
      'When paying, focus moves to each waiting screen, to the bank’s message when it declines the card (and stays on it back at the card step) and to the thank-you page: it never falls to the page’s body, and a corrected refusal is no longer shown.',
    'accessibility.testedKeyboard':
      'The quote form and the whole purchase can be completed with the keyboard alone (Tab, arrow keys, Space and Enter), also when the bank declines the first card and another one pays.',
    'accessibility.testedHtml':
      'The HTML of every prerendered page (home, quote form, help, comparison and legal texts) is checked with the W3C’s HTML checker (Nu Html Checker); the test requires zero errors.',
    'accessibility.testedContrast':
      'A test computes the contrast of both brands’ colours: at least 4.5:1 for all text, errors included, and 3:1 for field borders and the focus indicator.',
    'accessibility.testedReflow':
      'The results page is checked at 320 pixels wide and with text at 200%: the page does not scroll sideways and the cards’ buttons wrap without being cut off.',
    'accessibility.testedLanguage':
      'Every text the screens write comes from a catalogue in Spanish and English; a test fails when a screen writes text outside the catalogue or a translation is missing.',
    'accessibility.testedEnglishPurchase':
      'A whole purchase in English shows no Spanish outside names, and the e-mails come in English.',
    'accessibility.coverage': 'Tested with {brands}; in {languages}; on {screens}.',
    'accessibility.brand.own': 'the site’s own brand',
    'accessibility.brand.retail': 'the partner’s brand',
    'accessibility.language.es': 'Spanish',
    'accessibility.language.en': 'English',
    'accessibility.screen.desktop': 'desktop',
    'accessibility.screen.phone': 'phone',
    'accessibility.and': ' and ',
    'accessibility.limitsTitle': 'What the tests do not cover',
    'accessibility.gap': '{what}: not tested {missing}.',
    'accessibility.gapBrand': 'with {brand}',
    'accessibility.gapLanguage': 'in {language}',
    'accessibility.gapScreen': 'on {screen}',
    'accessibility.gapJoin': ' or ',
    'accessibility.subjectAxe': 'The axe-core check',
    'accessibility.subjectFocus': 'Focus and errors in the steps',
    'accessibility.subjectPaymentFocus': 'Focus when paying',
    'accessibility.subjectKeyboard': 'Buying with the keyboard alone',
    'accessibility.subjectHtml': 'The HTML checker',
    'accessibility.subjectContrast': 'Contrast',
    'accessibility.subjectReflow': 'Reflow at 320 pixels and 200%',
    'accessibility.subjectLanguage': 'The text catalogue',
    'accessibility.subjectEnglishPurchase': 'Buying in English',
    'accessibility.untestedScreenReaders':
      'No test uses a screen reader (NVDA, JAWS, VoiceOver or TalkBack): what is heard is inferred from the names, roles and focus that are checked.',
    'accessibility.untestedBrowsers':
      'The browser tests run in Chromium only; Firefox and Safari are not tested.',
    'accessibility.untestedAppHtml':
      'The HTML checker checks the prerendered pages only, not those the browser draws (results, carts, account).',
    'accessibility.untestedReflowPages':
      'Reflow at 320 pixels and 200% is checked on the results page only, not on the quote form, the carts or the legal texts.',
    'accessibility.untestedServerTexts':
      'The catalogue covers what the screens write; texts the server writes (price explanations, server error messages) are checked in English only where the English purchase goes.',
    'accessibility.limitsFlows':
      'The technical flows page (/flows) shows diagrams; their content is described in text, but the page is meant for the team, not the public.',
    'accessibility.contactTitle': 'Contact',
    'accessibility.contact':
      'Found a barrier? Write to contacto@cotizauto.mx or call 800 000 0000 and we will help you quote and buy by phone.',
    'accessibility.updated': 'Reviewed on 27 November 2026.',
  },
});
