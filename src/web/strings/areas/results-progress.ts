import { defineStrings } from '../define-strings';

/** What the results page announces (politely) while insurers answer a quote round. */
export const resultsProgressStrings = defineStrings({
  es: {
    'resultsProgress.answered': '{answered} de {total} aseguradoras respondieron',
    'resultsProgress.cheapest':
      'Todas las aseguradoras respondieron. El precio más bajo es {price} con {insurer}.',
    'resultsProgress.oneLate': '{insurers} no respondió a tiempo',
    'resultsProgress.manyLate': '{insurers} no respondieron a tiempo',
    'resultsProgress.askAgain': 'Volver a consultar',
  },
  en: {
    'resultsProgress.answered': '{answered} of {total} insurers have answered',
    'resultsProgress.cheapest':
      'All insurers have answered. The lowest price is {price} from {insurer}.',
    'resultsProgress.oneLate': '{insurers} did not answer in time',
    'resultsProgress.manyLate': '{insurers} did not answer in time',
    'resultsProgress.askAgain': 'Ask them again',
  },
});
