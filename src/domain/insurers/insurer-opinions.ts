import type { InsurerCode } from './insurers';

/**
 * What customers say of each insurer, from the one public, per-insurer figure there is: each
 * insurer's share of the car-insurance complaints Condusef received in 2024 (El Universal,
 * "Los seguros de autos que más reclamos tienen ante la Condusef"; Quálitas 19 %, GNP 16 %,
 * HDI 6 %, Mapfre 5 %). The insurers the list leaves out had less than its last entry, so they
 * are counted at that 5 % bound. The share follows the insurer's size too: read it as a
 * tie-breaker between quotes of close price and coverage, which is how the rule weighs it.
 */
const complaintSharePercent: Readonly<Record<InsurerCode, number>> = {
  qualitas: 19,
  gnp: 16,
  hdi: 6,
  mapfre: 5,
  gds: 5,
  ana: 5,
  aba: 5,
  sura: 5,
};

const mostComplaints = Math.max(...Object.values(complaintSharePercent));

/** 0 for the insurer with the most complaints, nearer 1 the fewer it has. */
export function opinionScoreOf(code: InsurerCode): number {
  return 1 - complaintSharePercent[code] / mostComplaints;
}
