import jsQR from 'jsqr';

const SCALE = 4;

/**
 * Reads a QR code drawn as SVG by the `qrcode` package (one stroked path: `M x y` starts a row's
 * run, `m dx 0` skips light modules, `h n` draws n dark ones): rasterised module by module, white
 * around, and decoded with jsQR. Answers the text it carries, or null.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /<path[^>]*stroke=[^>]*\sd="([^"]+)"/.exec(svg)?.[1];
  if (!size || !d) return null;
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([MmHh])([\d.]+)(?: ([\d.]+))?/g)) {
    const n = Number(a);
    if (cmd === 'M') [x, y] = [n, Math.floor(Number(b))];
    else if (cmd === 'm') x += n;
    else if (cmd === 'h') {
      for (let i = 0; i < n; i++) dark.add(`${x + i},${y}`);
      x += n;
    }
  }
  const px = size * SCALE;
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255);
  for (let py = 0; py < px; py++)
    for (let qx = 0; qx < px; qx++)
      if (dark.has(`${Math.floor(qx / SCALE)},${Math.floor(py / SCALE)}`)) {
        const o = (py * px + qx) * 4;
        rgba[o] = rgba[o + 1] = rgba[o + 2] = 0;
      }
  return jsQR(rgba, px, px)?.data ?? null;
}
