export { defineStrings } from '../../domain/catalogue-strings';
