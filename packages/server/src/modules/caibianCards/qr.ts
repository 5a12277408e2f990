import QRCode from 'qrcode';

/** A link as a QR code in SVG, to draw inline (no script, no request of its own). */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
