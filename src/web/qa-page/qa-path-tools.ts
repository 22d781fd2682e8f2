/**
 * What listing a machine's QA paths takes (xstate's graph, every machine's model samples) and
 * copying one as a test: loaded when a reader asks for the paths, not with /flows.
 */
export { pathsToEveryState } from '../../../machines/qa/qa-paths';
export { pathAsTest } from '../../../machines/qa/path-as-test';
export { machineWalks } from '../../../machines/qa/walks';
