import { expect } from 'vitest';
import { formatCoverage, type CoverageReport } from './support/model';

/**
 * One coverage report for several walks of the same machine (one per input: hdi or not, with a
 * promo or not…). A transition or state counts when any walk took it; a guard counts both
 * ways when the walks together saw it true and false.
 */
export function mergeCoverage(reports: readonly CoverageReport[]): CoverageReport {
  const [first] = reports;
  if (!first) throw new Error('No coverage report to merge');
  const missingInAll = (pick: (report: CoverageReport) => string[]) =>
    pick(first).filter((key) => reports.every((report) => pick(report).includes(key)));
  const transitionsMissing = missingInAll((report) => report.transitions.missing);
  const statesMissing = missingInAll((report) => report.states.missing);
  const oneWay = first.guards.oneWay
    .filter(({ name }) =>
      reports.every((report) => report.guards.oneWay.some((g) => g.name === name)),
    )
    .map(({ name }) => ({
      name,
      seen: [
        ...new Set(
          reports.flatMap(
            (report) => report.guards.oneWay.find((g) => g.name === name)?.seen ?? [],
          ),
        ),
      ],
    }))
    .filter(({ seen }) => seen.length < 2);
  return {
    machine: first.machine,
    paths: reports.reduce((sum, report) => sum + report.paths, 0),
    transitions: {
      defined: first.transitions.defined,
      taken: first.transitions.defined - transitionsMissing.length,
      missing: transitionsMissing,
    },
    states: {
      defined: first.states.defined,
      reached: first.states.defined - statesMissing.length,
      missing: statesMissing,
    },
    guards: {
      defined: first.guards.defined,
      bothWays: first.guards.defined - oneWay.length,
      oneWay,
    },
  };
}

export function expectFullMergedCoverage(reports: readonly CoverageReport[]): CoverageReport {
  const report = mergeCoverage(reports);
  console.info(formatCoverage(report));
  expect(report.transitions.missing, 'transitions never taken').toEqual([]);
  expect(report.states.missing, 'states never entered').toEqual([]);
  expect(report.guards.oneWay, 'guards not seen both true and false').toEqual([]);
  return report;
}
