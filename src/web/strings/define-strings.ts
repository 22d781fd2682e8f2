export { defineStrings } from '../../domain/site/catalogue-strings';
