import type { PackageCode } from '../../src/domain/coverage/packages';
import { compensationFor } from '../../src/domain/quote/policy';
import type { Quotation } from '../../src/domain/quote/quotation';
import type { CartToSave, QuoteInputs } from '../contracts/quotation-link';
import type { QuotationContext } from './quotation.types';

/** The cards of one package, cheapest first: as the results list them and the PDF prints them. */
export const quotesOfPackage = (quotes: readonly Quotation[], pack: PackageCode) =>
  quotes
    .filter((quote) => quote.package === pack)
    .sort((a, b) => a.discountPrice - b.discountPrice);

/**
 * The saved cart of the save-quote modal: what restoring it needs to quote the same vehicle,
 * place and person again (session.restore.ts reads it back), and the policy choices on screen.
 * Asked only while comparing, when the inputs are set.
 */
export function cartToSave(context: QuotationContext): CartToSave {
  const { versionId, policy, currentPackage, promoCode } = context;
  const inputs = context.inputs as QuoteInputs;
  return {
    store: { modelId: inputs.modelId, subbrandId: inputs.subbrandId },
    quote: {
      vehicle: versionId ? { versionId } : {},
      policy: {
        package: currentPackage,
        paymentFrequency: policy.paymentFrequency,
        validity: policy.validity,
        compensationValue: compensationFor(policy.indemnityValue),
        indemnityValue: policy.indemnityValue,
        hasCoveragesEdited: policy.hasCoveragesEdited,
        ...(promoCode ? { promocode: promoCode } : {}),
      },
      client: {
        ...(inputs.gender ? { gender: inputs.gender } : {}),
        ...(inputs.birthdate ? { birthdate: inputs.birthdate } : {}),
        ...(inputs.leadId ? { leadId: inputs.leadId } : {}),
        address: { postalCode: inputs.postalCode },
      },
    },
  };
}
