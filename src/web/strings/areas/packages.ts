import { defineStrings } from '../define-strings';
import { packageByCode, type PackageCode } from '../../../domain/coverage/packages';

/** The packages' names, as the results page, the breakdown and the summary show them. */
export const packageStrings = defineStrings({
  es: {
    'package.comprehensive': 'Amplia',
    'package.thirdParty': 'Limitada',
    'package.liability': 'RC',
  },
  en: {
    'package.comprehensive': 'Comprehensive',
    'package.thirdParty': 'Limited',
    'package.liability': 'Liability only',
  },
});

/** The string key of a package's name. */
export const packageNameKey = (code: PackageCode) => `package.${packageByCode(code).key}` as const;
