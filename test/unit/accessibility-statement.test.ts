import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandVariantOf } from '../../src/domain/site/partners';
import { claims, fullCoverage, type Proof } from '../../src/web/a11y/accessibility-evidence';
import { pairwiseMatrix } from '../e2e/support/a11y-session';

/**
 * The accessibility statement says only what its tests prove: every test it names exists, runs
 * (no skip, only or todo) and walks what the statement says it walks.
 */
const proofs: Proof[] = claims.flatMap((claim) => [...claim.provedBy]);
const sourceOf = (proof: Proof) => readFileSync(proof.file, 'utf8');
const named = (proof: Proof) => `${proof.file}: ${proof.test}`;

describe('the tests the accessibility statement names', () => {
  it.each(proofs.map((proof) => [named(proof), proof] as const))(
    '%s exists and runs',
    (_, proof) => {
      expect(existsSync(proof.file)).toBe(true);
      const source = sourceOf(proof);
      expect(source).toContain(`'${proof.test}'`);
      expect(source).not.toMatch(/\b(?:it|describe|test)\.(?:skip|only|todo)\b/);
    },
  );

  it('walk the pairwise matrix where they say so, and it reaches every brand, language and screen', () => {
    for (const proof of proofs.filter(({ runs }) => runs === 'pairwise'))
      expect(sourceOf(proof), named(proof)).toContain('describe.each(pairwiseMatrix)');
    const reach = {
      brands: new Set(pairwiseMatrix.map((cell) => brandVariantOf(cell.partnerCode))),
      languages: new Set(pairwiseMatrix.map((cell) => cell.locale)),
      screens: new Set(pairwiseMatrix.map((cell) => cell.viewport.name)),
    };
    expect(reach).toEqual({
      brands: new Set(fullCoverage.brands),
      languages: new Set(fullCoverage.languages),
      screens: new Set(fullCoverage.screens),
    });
  });

  it("claim the partner's brand in a browser only where the test reaches it", () => {
    const reachesRetail = (proof: Proof) =>
      /retailPartnerCode|retailPromo|pairwiseMatrix/.test(sourceOf(proof));
    const overclaiming = proofs
      .filter((proof) => proof.file.startsWith('test/e2e/') && proof.runs !== 'pairwise')
      .filter((proof) => proof.runs !== 'pairwise' && proof.runs.brands.includes('retail'))
      .filter((proof) => !reachesRetail(proof))
      .map(named);
    expect(overclaiming).toEqual([]);
  });
});
