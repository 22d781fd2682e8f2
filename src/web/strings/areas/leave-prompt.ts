import { defineStrings } from '../define-strings';

/** The unsaved-changes prompt of the cart steps, the edit-quote modal and the customise panel. */
export const leavePromptStrings = defineStrings({
  es: {
    'leavePrompt.question': 'Los cambios hechos podrían perderse. ¿Deseas continuar?',
    'leavePrompt.leave': 'Continuar',
    'leavePrompt.stay': 'Cancelar',
  },
  en: {
    'leavePrompt.question': 'The changes you made could be lost. Do you want to continue?',
    'leavePrompt.leave': 'Continue',
    'leavePrompt.stay': 'Cancel',
  },
});
