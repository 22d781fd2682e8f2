/**
 * A payload template for each event a QA person may send from the /flows inspector: the
 * fields the machine's event type declares, with sample values. The inspector fills the
 * payload box with it and checks a typed payload against it before sending, so an event of
 * the wrong shape never reaches a flow (`{"subbrand":null}` once replaced the whole app).
 */
type Template = Record<string, unknown>;

const quoteInputs = {};
const subBrand = { id: '1', name: 'VERSA', brandId: '1', brandName: 'NISSAN' };

export const eventTemplates: Readonly<Record<string, Template>> = {
  'app.routeEntered': { path: '/' },
  'app.urlOpened': { arrival: { canary: false, promoCode: 'PROMO' } },
  'wizard.handedOver': { inputs: quoteInputs },
  'session.requoteRequested': { inputs: quoteInputs },
  'session.editingLockChanged': { locked: true },
  'session.navigationRequested': { to: '/' },
  'wizard.change': { values: {} },
  'wizard.search': { text: 'VERSA' },
  'wizard.selectSubBrand': { subbrand: subBrand },
  'wizard.selectModelYear': { year: 2020 },
  'wizard.edit': { step: 'vehicle' },
  'wizard.setEditingLock': { locked: true },
  'wizard.restore': { inputs: quoteInputs },
  'wizard.startOver': { variant: 'standard' },
  'session.arrive': { arrival: { canary: false, promoCode: 'PROMO' } },
  'session.applyPromo': { promoCode: 'PROMO' },
  'session.setPartnerCode': { partnerCode: 'PARTNER' },
  'session.saveQuote': { cart: {}, emailAddress: '' },
  'session.downloadQuotePdf': { quotationIds: [] },
  'quotation.request': { inputs: quoteInputs },
  'quotation.changePolicy': { policy: {} },
  'quotation.changeVersion': { versionId: '1' },
  'quotation.showPackage': { package: 0 },
  'quotation.editFilter': { filter: 'deductibleDamage', value: 10 },
  'quotation.switchFilter': { filter: 'legalDefense', on: false },
  'quotation.switchCover': { cover: 'tires', on: true },
  'quotation.select': { providerCode: 'qualitas', package: 0 },
  'quotation.toggleCompare': { providerCode: 'hdi' },
  'cart.submitStep': { values: {} },
  'cart.chooseStartDate': { beginDate: '2026-12-01' },
};

/** The template of an event type; an event with no declared fields has an empty one. */
export function templateOf(type: string): Template {
  return eventTemplates[type] ?? {};
}

/** A field of a payload that does not have its template's shape. */
export interface PayloadIssue {
  field: string;
  expected: 'text' | 'number' | 'boolean' | 'object' | 'list';
}

function kindOf(value: unknown): PayloadIssue['expected'] | 'nothing' {
  if (Array.isArray(value)) return 'list';
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'object';
}

/** Compares a payload with a template field by field, nested objects included. */
export function payloadIssues(template: Template, payload: unknown, prefix = ''): PayloadIssue[] {
  const given = (kindOf(payload) === 'object' ? payload : {}) as Record<string, unknown>;
  return Object.entries(template).flatMap(([key, sample]) => {
    const field = `${prefix}${key}`;
    const expected = kindOf(sample) as PayloadIssue['expected'];
    if (kindOf(given[key]) !== expected) return [{ field, expected }];
    if (expected !== 'object') return [];
    return payloadIssues(sample as Template, given[key], `${field}.`);
  });
}
