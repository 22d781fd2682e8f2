export { interpolate } from '../../domain/site/catalogue-strings';
