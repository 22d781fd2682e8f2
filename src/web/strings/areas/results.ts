import { defineStrings } from '../define-strings';

/** The quote experience: the results page and the quote items of the wizard. */
export const resultsStrings = defineStrings({
  es: {
    'results.gender': 'Género',
    'results.birthDate': 'Fecha de nacimiento',
    'results.constitutionDate': 'Fecha de constitución',
    'results.constitutionDateHelp': 'La fecha en que se constituyó la empresa.',
  },
  en: {
    'results.gender': 'Gender',
    'results.birthDate': 'Date of birth',
    'results.constitutionDate': 'Date of incorporation',
    'results.constitutionDateHelp': 'The date the company was incorporated.',
  },
});
