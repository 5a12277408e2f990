import { markRect } from '@jb/contract/schemas/typesetting';
import { describe, expect, it } from 'vitest';
import { areaOf, areaStyle, fractionAt, readFileOf, stepZoom, textInArea, ZOOMS } from './geometry.ts';

const page = { left: 100, top: 50, width: 400, height: 800 };

describe('a pointer on a page', () => {
  it('is read as fractions of the page, whatever size it is drawn at', () => {
    expect(fractionAt(page, 300, 250)).toEqual({ x: 0.5, y: 0.25 });
    const zoomed = { left: 100, top: 50, width: 800, height: 1600 };
    expect(fractionAt(zoomed, 500, 450)).toEqual({ x: 0.5, y: 0.25 });
  });

  it('stays on the page when the drag leaves it', () => {
    expect(fractionAt(page, 0, 2000)).toEqual({ x: 0, y: 1 });
    expect(fractionAt({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({ x: 0, y: 0 });
  });
});

describe('the area a drag makes', () => {
  it('runs from the smaller corner whichever way the drag went', () => {
    expect(areaOf({ x: 0.6, y: 0.4 }, { x: 0.2, y: 0.3 })).toEqual({ x: 0.2, y: 0.3, w: 0.4, h: 0.1 });
    expect(areaOf({ x: 0.2, y: 0.3 }, { x: 0.6, y: 0.4 })).toEqual({ x: 0.2, y: 0.3, w: 0.4, h: 0.1 });
  });

  it('is no area for a click or a line', () => {
    expect(areaOf({ x: 0.2, y: 0.3 }, { x: 0.2, y: 0.3 })).toBeNull();
    expect(areaOf({ x: 0.2, y: 0.3 }, { x: 0.6, y: 0.301 })).toBeNull();
  });

  it('is one the server takes, up to the page’s edges', () => {
    for (const area of [
      areaOf({ x: 0.1234567, y: 0.7654321 }, { x: 1, y: 1 }),
      areaOf({ x: -0.2, y: 0.5 }, { x: 1.3, y: 0.9 }),
      areaOf({ x: 1 / 3, y: 1 / 7 }, { x: 2 / 3, y: 6 / 7 }),
    ]) {
      expect(area).not.toBeNull();
      expect(markRect.safeParse(area).success, JSON.stringify(area)).toBe(true);
    }
  });

  it('is placed over its page in percentages, so it holds at every zoom', () => {
    expect(areaStyle({ x: 0.1, y: 0.25, w: 0.5, h: 0.02 })).toEqual({
      left: '10%',
      top: '25%',
      width: '50%',
      height: '2%',
    });
  });
});

describe('zoom', () => {
  it('steps through the zoom levels and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(ZOOMS[0], -1)).toBe(ZOOMS[0]);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(1.1, 1)).toBe(1.5);
  });
});

describe('the PDF a round is marked on', () => {
  const files = [
    { fileId: 10, round: 0 },
    { fileId: 11, round: 1 },
    { fileId: 12, round: 1 },
  ];

  it('is the layout for round 1 and the newest revision k-1 for round k', () => {
    expect(readFileOf(files, 1)?.fileId).toBe(10);
    expect(readFileOf(files, 2)?.fileId).toBe(12);
    expect(readFileOf(files, 3)).toBeNull();
  });
});

describe('the text a box covers', () => {
  const boxes = [
    { str: '初排', x: 0.45, y: 0.08, w: 0.1, h: 0.03 },
    { str: '发排旅程：', x: 0.1, y: 0.2, w: 0.2, h: 0.02 },
    { str: '冬小麦  节水灌溉', x: 0.3, y: 0.2, w: 0.3, h: 0.02 },
    { str: ' ', x: 0.6, y: 0.2, w: 0.01, h: 0.02 },
  ];

  it('is the runs whose middle lies inside it, in reading order', () => {
    expect(textInArea(boxes, { x: 0.2, y: 0.07, w: 0.5, h: 0.05 })).toBe('初排');
    expect(textInArea(boxes, { x: 0, y: 0.15, w: 1, h: 0.1 })).toBe('发排旅程：冬小麦 节水灌溉');
  });

  it('is empty over a blank part of the page, or a run only grazed', () => {
    expect(textInArea(boxes, { x: 0, y: 0.5, w: 1, h: 0.4 })).toBe('');
    expect(textInArea(boxes, { x: 0.5, y: 0.2, w: 0.3, h: 0.02 })).toBe('');
  });
});
