// Debian's Chromium drives the end-to-end tests; npm cannot download a browser here.
import { ensureDebianTool } from './debian.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const ensureChromium = () => ensureDebianTool(CHROMIUM, 'chromium');
