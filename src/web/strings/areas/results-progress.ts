import { defineStrings } from '../define-strings';

/** What the results page announces (politely) while insurers answer a quote round. */
export const resultsProgressStrings = defineStrings({
  es: {
    'resultsProgress.answered': '{answered} de {total} aseguradoras respondieron',
    'resultsProgress.cheapest':
      'Todas las aseguradoras respondieron. El precio más bajo es {price} con {insurer}.',
  },
  en: {
    'resultsProgress.answered': '{answered} of {total} insurers have answered',
    'resultsProgress.cheapest':
      'All insurers have answered. The lowest price is {price} from {insurer}.',
  },
});
