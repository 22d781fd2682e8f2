import type { AnyStateMachine } from 'xstate';
import type { SnapshotSanitiser } from './sanitise';

/** How a machine is listed in the registry: what the diagrams, /flows and persistence read. */
export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id, also the key of its persisted snapshot. */
  name: string;
  /** Its folder under machines/ (kebab-case); the diagram is written there. */
  folder: string;
  machine: TMachine;
  /** What must never be persisted (card data, tokens, passwords). */
  sanitise: SnapshotSanitiser;
}

export const diagramPathOf = (entry: Pick<MachineEntry, 'folder'>) =>
  `machines/${entry.folder}/${entry.folder}.diagram.md`;
