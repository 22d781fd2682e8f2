/**
 * The scroll area Mantine's Table.ScrollContainer draws by default, in this build
 * (scripts/scroll-area-refs.ts routes its import here): the site's tables scroll natively, so a
 * page with a table downloads no ScrollArea (about 5 kB on the wire). One given the default
 * type fails loudly, with the way out, instead of drawing without its scroll area.
 */
export function ScrollArea(): never {
  throw new Error(
    'Table.ScrollContainer scrolls natively in this site: give it type="native" (scripts/scroll-area-refs.ts).',
  );
}
