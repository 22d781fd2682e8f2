import { defineStrings } from '../define-strings';

export const flowsStrings = defineStrings({
  es: {
    'flows.intro':
      'Cada flujo es una máquina de estados generada desde su definición. El estado activo de cada flujo en ejecución se resalta.',
    'flows.diagram': 'Diagrama de estados',
    'flows.inspector': 'Inspector',
    'flows.state': 'Estado',
    'flows.context': 'Contexto',
    'flows.events': 'Eventos recibidos',
    'flows.noEvents': 'Sin eventos todavía.',
    'flows.accepted': 'Eventos que acepta ahora',
    'flows.payload': 'Datos del evento (JSON)',
    'flows.send': 'Enviar',
    'flows.invalidPayload': 'Los datos no son un JSON válido.',
    'flows.notRunning': 'Este flujo no está en ejecución en esta página.',
  },
  en: {
    'flows.intro':
      'Each flow is a state machine drawn from its definition. The active state of each running flow is highlighted.',
    'flows.diagram': 'State diagram',
    'flows.inspector': 'Inspector',
    'flows.state': 'State',
    'flows.context': 'Context',
    'flows.events': 'Events received',
    'flows.noEvents': 'No events yet.',
    'flows.accepted': 'Events it accepts now',
    'flows.payload': 'Event data (JSON)',
    'flows.send': 'Send',
    'flows.invalidPayload': 'The data is not valid JSON.',
    'flows.notRunning': 'This flow is not running on this page.',
  },
});
