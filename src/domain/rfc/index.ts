export { rfcCheckDigit } from './check-digit';
export {
  companyNameKey,
  generateCompanyRfc,
  splitCompanyName,
  type CompanyNameParts,
  type CompanyRfcInput,
} from './company';
export { genericRfc, isGenericRfc } from './generic';
export { homoclave } from './homoclave';
export { generateIndividualRfc, individualNameKey, type IndividualRfcInput } from './individual';
export {
  analyzeRfc,
  hasCheckDigitMismatch,
  isRfcOf,
  normalizeRfc,
  type RfcAnalysis,
  type RfcHolder,
} from './validate';
export { companyExcludedWords, inconvenientWords, nameParticles, skippedFirstNames } from './words';
