/** The legal documents (docs/behaviour/legal.md). */
export interface LegalDocument {
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const termsAndConditions: LegalDocument = {
  updated: '9 de enero de 2025',
  sections: [
    {
      heading: 'Intermediación',
      paragraphs: [
        'Cotizauto actúa únicamente como intermediario entre tú y la aseguradora y no asume ningún riesgo. La aseguradora decide la aceptación del riesgo.',
        'Revisa la carátula de tu póliza: ahí constan las coberturas, sumas aseguradas y deducibles contratados.',
      ],
    },
    {
      heading: 'Documentos',
      paragraphs: [
        'Los documentos que exige la ley de seguros deben cargarse en tu cuenta. Si la aseguradora solicita documentos adicionales, entrégalos dentro de las 72 horas naturales siguientes.',
      ],
    },
    {
      heading: 'Pagos',
      paragraphs: [
        'Solo se cobran las primas que constan en los recibos oficiales de la aseguradora, sin cargos por gestión; el dinero va directamente a la aseguradora.',
        'Consientes el cargo recurrente o domiciliado a tu tarjeta. La facturación depende de cada aseguradora.',
        'Si no pagas dentro del periodo de gracia legal, o si se presenta un contracargo, la póliza se cancela. Si tu medio de pago no es válido, podrá usarse otro que tengas registrado.',
        'Las modificaciones y endosos quedan a criterio de la aseguradora. Los códigos promocionales son discrecionales, intransferibles, pueden expirar y pueden anularse.',
      ],
    },
    {
      heading: 'Responsabilidad y jurisdicción',
      paragraphs: [
        'Nuestra responsabilidad se limita a la intermediación. Para cualquier controversia, las partes se someten a los tribunales de la Ciudad de México.',
        'Podemos notificarte por el sitio, por correo electrónico, por teléfono o por carta.',
      ],
    },
  ],
};

export const privacyNotice: LegalDocument = {
  updated: '26 de marzo de 2024',
  sections: [
    {
      heading: 'Tus datos',
      paragraphs: [
        'Usamos tus datos para cotizar, contratar y administrar tu seguro. Puedes oponerte a su tratamiento para finalidades no necesarias dentro de los 5 días naturales siguientes.',
        'Respondemos tus solicitudes de derechos ARCO en un máximo de 20 días hábiles y las hacemos efectivas dentro de los 15 días siguientes.',
      ],
    },
  ],
};

export const usagePolicy: LegalDocument = {
  updated: '30 de junio de 2017',
  sections: [
    {
      heading: 'Usuarios',
      paragraphs: [
        'Solo personas de al menos 18 años pueden crear una cuenta, una cuenta personal por usuario, sin dar acceso a terceros.',
        'El uso se limita a México y a vehículos de uso particular. No debes estar inscrito en registros de exclusión publicitaria o de usuarios.',
        'Aceptas recibir correos electrónicos y puedes pedir que dejemos de enviarlos escribiendo a nuestra dirección de contacto.',
      ],
    },
  ],
};
