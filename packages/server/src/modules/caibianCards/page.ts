import { createHash } from 'node:crypto';
import { CardState, publicCardQuery } from '@jb/contract/schemas/editorCards';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { editorCards, storedFiles } from '../../db/schema/index.ts';
import { activeEditor } from '../caibianPerf/editors.ts';
import type { CardDeps } from './deps.ts';
import { renderNotice } from './render.ts';
import { drawCard } from './view.ts';

/** The public page's path (SPEC §2: reached without a session, outside the admin shell). */
export const CARD_PAGE = '/myCard';

/** How long a visitor's view of a card is counted once. */
const SCAN_WINDOW_SECONDS = 3600;
const scanKey = (cardId: number, ip: string) =>
  `cardScan:${cardId}:${createHash('sha256').update(ip).digest('base64url').slice(0, 16)}`;

/** A published card of an active acquisition editor, or null (any other card shows nothing of it). */
async function shownCard(db: Db, id: number) {
  const [card] = await db.select().from(editorCards).where(eq(editorCards.id, id));
  if (!card) return { card: null, missing: true };
  const shown = card.state === CardState.PUBLISHED && (await activeEditor(db, card.pressId, card.userId));
  return { card: shown ? card : null, missing: false };
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * `/myCard?id=…`: the card as HTML drawn by the server (inline style, QR codes as inline SVG, no
 * script), each visitor's view counted as a scan once an hour; `/myCard/photo?id=…` its photo while it is shown.
 */
export function cardPageRoutes(db: Db, deps: CardDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(CARD_PAGE, async (req: FastifyRequest, reply) => {
      const q = publicCardQuery.safeParse(req.query);
      if (!q.success) return html(reply, 404, renderNotice('missing', req.lang));
      const { card, missing } = await shownCard(db, q.data.id);
      if (!card)
        return html(reply, missing ? 404 : 200, renderNotice(missing ? 'missing' : 'unavailable', req.lang));
      // A view counts once per visitor (address) and card an hour: reloading or a loop adds nothing.
      if (req.method === 'GET' && (await deps.kv.setIfAbsent(scanKey(card.id, req.ip), SCAN_WINDOW_SECONDS)))
        await db
          .update(editorCards)
          .set({ scans: sql`${editorCards.scans} + 1` })
          .where(and(eq(editorCards.id, card.id), eq(editorCards.state, CardState.PUBLISHED)));
      const photoSrc = card.photoFileId ? `${CARD_PAGE}/photo?id=${card.id}&v=${card.version}` : null;
      return html(reply, 200, await drawCard(db, card, photoSrc, deps.publicUrl, req.lang));
    });
    app.get(`${CARD_PAGE}/photo`, async (req, reply) => {
      const q = publicCardQuery.safeParse(req.query);
      const { card } = q.success ? await shownCard(db, q.data.id) : { card: null };
      const [file] = card?.photoFileId
        ? await db.select().from(storedFiles).where(eq(storedFiles.id, card.photoFileId))
        : [];
      if (!file) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'public, max-age=300')
        .send(await deps.files.store.open(file.sha256));
    });
  };
}
