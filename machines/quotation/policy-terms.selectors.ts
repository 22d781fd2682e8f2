import type { SnapshotFrom } from 'xstate';
import { multiYearInsurers } from '../../src/domain/insurers/insurers';
import { coveragePackages } from '../../src/domain/coverage/packages';
import { indemnityValueKeys, validityYears } from '../../src/domain/quote/policy';
import {
  isRestrictedQuote,
  needsMultiYearOrInvoice,
  quotablePackages,
} from '../../src/domain/quote/quote-restrictions';
import { scopeOf } from './quotation.context';
import type { quotationMachine } from './quotation.machine';
import type { PolicyChoices } from './quotation.types';

/*
 * The results page's validity, indemnity and package choices: a module of their own, so they
 * load with the results page and not with the selectors every page uses.
 */

type QuotationSnapshot = SnapshotFrom<typeof quotationMachine>;

/**
 * Validity and indemnity value: the chosen ones, and each option with whether the machine takes
 * it (multi-year and Valor Factura need ana or hdi among the insurers here).
 */
export const selectPolicyTerms = (snapshot: QuotationSnapshot) => {
  const { policy } = snapshot.context;
  const takes = (choice: Partial<PolicyChoices>) =>
    snapshot.can({ type: 'quotation.changePolicy', policy: choice });
  return {
    validity: policy.validity,
    indemnityValue: policy.indemnityValue,
    validities: validityYears.map((validity) => ({ validity, offered: takes({ validity }) })),
    indemnityValues: indemnityValueKeys.map((indemnityValue) => ({
      indemnityValue,
      offered: takes({ indemnityValue }),
    })),
  };
};

/** The package tabs, each with whether it can be shown (a restricted quote has Amplia only). */
export const selectPackageChoices = (snapshot: QuotationSnapshot) =>
  coveragePackages.map((pack) => ({
    ...pack,
    offered: snapshot.can({ type: 'quotation.showPackage', package: pack.code }),
  }));

/**
 * What the policy choices restrict (docs/behaviour/quote/results.md#restrictions): the only
 * insurers and packages quoted, or null while nothing is restricted.
 */
export const selectQuoteRestriction = ({ context }: QuotationSnapshot) => {
  const scope = scopeOf(context.policy);
  if (!isRestrictedQuote(scope)) return null;
  return {
    insurers: needsMultiYearOrInvoice(scope) ? multiYearInsurers : null,
    packages: quotablePackages(scope),
    coveragesEdited: scope.hasCoveragesEdited,
  };
};
