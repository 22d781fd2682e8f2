import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * Mantine's SimpleGrid with columns per breakpoint, in a parent of its own: it writes those
 * columns in a <style> just before itself, and valid HTML takes a <style> in <body> only as its
 * parent's first child.
 */
export function ResponsiveGrid({ list, ...props }: SimpleGridProps & { list?: boolean }) {
  return <div>{list ? <SimpleGrid component="ul" {...props} /> : <SimpleGrid {...props} />}</div>;
}
