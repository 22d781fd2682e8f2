import { describe, expect, it } from 'vitest';
import {
  frameHeight,
  openingView,
  readableScale,
  shownAt,
  viewCentring,
  viewWithCornerAt,
} from '../../src/web/qa-page/drawing-view';

const drawing = { width: 1200, height: 600 };
const corner = { x: 0, y: 0 };
const farCorner = { x: drawing.width, y: drawing.height };

describe('where a diagram shows in its frame', () => {
  it('fits a large drawing whole and centred when asked to show all of it', () => {
    const frame = { width: 600, height: 500 };
    const view = openingView(frame, drawing, false);
    expect(view.scale).toBe(0.5);
    expect(shownAt(corner, drawing, view)).toEqual({ x: 0, y: 100 });
    expect(shownAt(farCorner, drawing, view)).toEqual({ x: 600, y: 400 });
  });

  it('opens a drawing too large to read whole at the readable scale, on its top left', () => {
    const frame = { width: 300, height: 300 };
    const view = openingView(frame, drawing, true);
    expect(view.scale).toBe(readableScale);
    expect(shownAt(corner, drawing, view)).toEqual({ x: 0, y: 0 });
  });

  it('opens a drawing too large to read whole on its first state, at the top of the frame', () => {
    const frame = { width: 300, height: 300 };
    const firstState = { x: 900, y: 20 };
    const view = openingView(frame, drawing, true, firstState);
    expect(view.scale).toBe(readableScale);
    expect(shownAt(firstState, drawing, view)).toEqual({ x: 150, y: 16 });
  });

  it('shows all of a drawing that fits, wherever its first state is', () => {
    const view = openingView({ width: 1400, height: 800 }, drawing, true, { x: 900, y: 20 });
    expect(shownAt(corner, drawing, view)).toEqual({ x: 100, y: 100 });
  });

  it('never enlarges a small drawing to fit: it opens at its size, centred', () => {
    const view = openingView({ width: 1400, height: 800 }, drawing, true);
    expect(view.scale).toBe(1);
    expect(shownAt(corner, drawing, view)).toEqual({ x: 100, y: 100 });
  });

  it('puts a state at the frame centre, at the scale the reader chose', () => {
    const frame = { width: 400, height: 300 };
    const state = { x: 1000, y: 500 };
    const view = viewCentring(state, frame, 2, drawing);
    expect(view.scale).toBe(2);
    expect(shownAt(state, drawing, view)).toEqual({ x: 200, y: 150 });
  });

  it('keeps where the reader left a drawing as its corner, whatever its size', () => {
    const placed = viewWithCornerAt({ x: -40, y: 25 }, 1.5, drawing);
    expect(shownAt(corner, drawing, placed)).toEqual({ x: -40, y: 25 });
    const smaller = { width: 300, height: 200 };
    expect(shownAt(corner, smaller, viewWithCornerAt({ x: -40, y: 25 }, 1.5, smaller))).toEqual({
      x: -40,
      y: 25,
    });
  });

  it('sizes the frame between a third and two thirds of the screen, or whole for an overview', () => {
    expect(frameHeight(1200, drawing, false, 900)).toBe(600);
    expect(frameHeight(1200, { width: 1200, height: 2000 }, false, 900)).toBe(600);
    expect(frameHeight(1200, { width: 1200, height: 2000 }, true, 900)).toBe(2000);
    expect(frameHeight(1200, { width: 1200, height: 100 }, false, 900)).toBe(300);
  });
});
