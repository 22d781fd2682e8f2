/**
 * Vehicles stolen per insured unit, March 2019 – February 2020 (AMIS, TARIFF-SOURCES.md
 * [TH3]). Models not listed take the market's reference frequency.
 */
const theftFrequencyPercent: Readonly<Record<string, number>> = {
  tsuru: 2.82,
  versa: 0.73,
  vento: 0.62,
  beat: 0.61,
  aveo: 0.56,
  'cr-v': 0.56,
  sentra: 0.55,
  jetta: 0.51,
  spark: 0.5,
  march: 0.44,
};

/** Reference frequency: the factor is 1 for a model stolen this often. */
const referenceFrequencyPercent = 0.55;
const factorLimits = { lowest: 0.8, highest: 2.5 };

/** The theft factor of a model (sub-brand), relative to the reference frequency. */
export function theftRiskFactor(subBrand: string): number {
  const name = subBrand.trim().toLowerCase();
  const known = Object.keys(theftFrequencyPercent).find((model) => name.includes(model));
  if (!known) return 1;
  const relative = (theftFrequencyPercent[known] as number) / referenceFrequencyPercent;
  return Math.min(factorLimits.highest, Math.max(factorLimits.lowest, round3(relative)));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
