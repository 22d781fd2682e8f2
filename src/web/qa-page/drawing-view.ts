/**
 * Where a diagram shows in its frame, in Panzoom's terms: the drawing scales about its own
 * centre `c`, so a point `p` of the drawing (in its own pixels) shows at `c + scale·(p + pan − c)`
 * from the frame's top left. The frame's own questions (fit it, centre a state) are answered
 * here as a pan and a scale.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Panzoom's state: its pan (in the drawing's pixels) and its scale. */
export interface View extends Point {
  scale: number;
}

/** The smallest scale at which Mermaid's 16 px labels stay readable: 12 px on screen. */
export const readableScale = 12 / 16;

const centreOf = (size: Size): Point => ({ x: size.width / 2, y: size.height / 2 });

/** Where a point of the drawing shows in the frame, from the frame's top left. */
export function shownAt(point: Point, drawing: Size, view: View): Point {
  const c = centreOf(drawing);
  return {
    x: c.x + view.scale * (point.x + view.x - c.x),
    y: c.y + view.scale * (point.y + view.y - c.y),
  };
}

/** The view that shows `point` of the drawing at `at` in the frame, at `scale`. */
export function viewPlacing(point: Point, at: Point, scale: number, drawing: Size): View {
  const c = centreOf(drawing);
  return {
    x: (at.x - c.x) / scale + c.x - point.x,
    y: (at.y - c.y) / scale + c.y - point.y,
    scale,
  };
}

/** The view that shows the drawing's top left corner at `corner` in the frame, at `scale`. */
export const viewWithCornerAt = (corner: Point, scale: number, drawing: Size): View =>
  viewPlacing({ x: 0, y: 0 }, corner, scale, drawing);

/** The view that shows `point` of the drawing at the frame's centre, at `scale`. */
export const viewCentring = (point: Point, frame: Size, scale: number, drawing: Size): View =>
  viewPlacing(point, centreOf(frame), scale, drawing);

/** Room above a drawing's first state when it opens on it. */
const firstStateMargin = 16;

/**
 * The whole drawing in the frame, centred. When `readableOnly` and it cannot fit at a readable
 * size, it opens at that size with its first state (`firstState`, the top of the start marker)
 * at the top of the frame, centred; without one, on its top left.
 */
export function openingView(
  frame: Size,
  drawing: Size,
  readableOnly: boolean,
  firstState?: Point,
): View {
  const fit = Math.min(1, frame.width / drawing.width, frame.height / drawing.height);
  const scale = readableOnly ? Math.max(fit, readableScale) : fit;
  if (firstState && scale > fit) {
    return viewPlacing(firstState, { x: frame.width / 2, y: firstStateMargin }, scale, drawing);
  }
  const corner = {
    x: Math.max(0, (frame.width - drawing.width * scale) / 2),
    y: Math.max(0, (frame.height - drawing.height * scale) / 2),
  };
  return viewWithCornerAt(corner, scale, drawing);
}

/**
 * The frame's height: the drawing fitted to its width, at least a third of the screen and at
 * most two thirds, or as tall as it takes (`whole`: an overview, which must show all of itself).
 */
export function frameHeight(width: number, drawing: Size, whole: boolean, screen: number): number {
  const fitted = drawing.height * Math.max(readableScale, Math.min(1, width / drawing.width));
  const tallest = whole ? fitted : (screen * 2) / 3;
  return Math.round(Math.min(Math.max(fitted, screen / 3), tallest));
}
