/**
 * The proof viewer's geometry, apart from pdf.js and the DOM: where a pointer is on a page and the
 * area a drag makes, both as fractions of the page's width and height (0 to 1), which is how the
 * server keeps a mark's areas; so a mark sits in the same place at any zoom.
 */

export interface Fraction {
  x: number;
  y: number;
}

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A drag shorter than this share of the page on either side is a click, not an area. */
export const MIN_SIDE = 0.005;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** Kept to six places, as the server compares x + w with 1 allowing 0.000001. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** A pointer's place on a page drawn at `box` (its client rectangle), as page fractions, kept on the page. */
export function fractionAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): Fraction {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
}

/**
 * The area between where a drag started and where it is now, whichever way it went; null while it is
 * too small to be meant (a click).
 */
export function areaOf(from: Fraction, to: Fraction): Area | null {
  const x = round(Math.min(clamp(from.x), clamp(to.x)));
  const y = round(Math.min(clamp(from.y), clamp(to.y)));
  const w = round(Math.min(Math.abs(clamp(to.x) - clamp(from.x)), 1 - x));
  const h = round(Math.min(Math.abs(clamp(to.y) - clamp(from.y)), 1 - y));
  return w < MIN_SIDE || h < MIN_SIDE ? null : { x, y, w, h };
}

/** An area as CSS placing it over its page at any size: percentages of the page. */
export function areaStyle(area: Area): { left: string; top: string; width: string; height: string } {
  const pct = (v: number) => `${round(v * 100)}%`;
  return { left: pct(area.x), top: pct(area.y), width: pct(area.w), height: pct(area.h) };
}

/** The zoom steps of the viewer (1: the PDF's own size at 96 dpi). */
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_ZOOM = 1;

/** The next zoom step in a direction (+1 larger, -1 smaller), staying at the ends. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const at = ZOOMS.findIndex((z) => z >= current - 1e-9);
  const index = at === -1 ? ZOOMS.length - 1 : at;
  const next = Math.min(ZOOMS.length - 1, Math.max(0, index + direction));
  return ZOOMS[next]!;
}

/**
 * The PDF a round's marks are made on: round k reads the PDF handed in before it (the layout, round
 * 0, for proof 1; revision k-1's for proof k), the newest of that round if it was handed in twice.
 */
export function readFileOf<F extends { round: number; fileId: number }>(
  files: readonly F[],
  markRound: number,
): F | null {
  const handedIn = files.filter((f) => f.round === markRound - 1);
  return handedIn.at(-1) ?? null;
}

/** A run of text of a page where pdf.js read it, as fractions of the page (top-left origin). */
export interface TextBox extends Area {
  str: string;
}

/**
 * The text a dragged area covers, as the viewer read it: the runs whose middle lies inside the area,
 * in reading order, spaces collapsed (the marked text kept with a mark).
 */
export function textInArea(boxes: readonly TextBox[], area: Area): string {
  const inside = (b: TextBox) => {
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    return cx >= area.x && cx <= area.x + area.w && cy >= area.y && cy <= area.y + area.h;
  };
  return boxes
    .filter((b) => b.str.trim() !== '' && inside(b))
    .map((b) => b.str)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The pages a viewer draws: all of them, or the one asked for when the document has it. */
export function shownPages(pages: number, only?: number): number[] {
  if (only !== undefined) return only >= 1 && only <= pages ? [only] : [];
  return Array.from({ length: pages }, (_, i) => i + 1);
}
