export { interpolate } from '../../domain/catalogue-strings';
