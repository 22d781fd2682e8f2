import { SimpleGrid, Stack } from '@mantine/core';
import { BenefitsBlock } from './benefits-block';
import { CoverageExplainer } from './coverage-explainer';
import { CoverageSummary } from './coverage-summary';
import { ResultsFaq } from './results-faq';

/** Below the cards: the coverage summary and explainer, the FAQ and the benefits. */
export function ResultsInformation() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
      <Stack>
        <CoverageSummary />
        <BenefitsBlock />
      </Stack>
      <Stack>
        <CoverageExplainer />
        <ResultsFaq />
      </Stack>
    </SimpleGrid>
  );
}
