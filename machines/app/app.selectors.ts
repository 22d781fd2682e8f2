import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';
import type { CartKind } from './cart-input';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The cart the buyer is in, or null before a quotation is selected (and after the purchase). */
export const selectRunningCart = (snapshot: AppSnapshot): CartKind | null => {
  if (snapshot.matches({ purchase: 'individualCart' })) return 'individual';
  if (snapshot.matches({ purchase: 'companyCart' })) return 'company';
  return null;
};

/** The quotation the running cart sells, with the quote it came from. */
export const selectSelection = ({ context }: AppSnapshot) => context.selection ?? null;

/** Nothing was quoted in this visit (/new-see-quote opened directly): the page offers the wizard. */
export const selectHasNoQuote = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ quotation: 'notStarted' }) ||
  snapshot.matches({ quotation: 'preloading' }) ||
  snapshot.matches({ quotation: 'ready' });
