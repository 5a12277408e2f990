import * as calls from '@jb/contract/api/editorCards';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { errors } from '../../platform/errors.ts';
import { upload } from '../files/service.ts';
import type { CardDeps } from './deps.ts';
import { previewMine, readMine, saveMine } from './mine.ts';
import { listCards, previewOf, reviewCard } from './review.ts';

/**
 * Acquisition editors' business cards: the editor's own (no call names a card: an editor reaches
 * only theirs), and the press's review of them. The public page is cardPageRoutes (page.ts).
 */
export function caibianCardRoutes(db: Db, deps: CardDeps): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.myCard, ({ auth }) => readMine(db, auth, deps.publicUrl));
    handle(app, calls.myCardSave, ({ auth, body }) => saveMine(db, deps.publicUrl, auth, body));
    handle(app, calls.myCardPreview, ({ auth, body, lang }) => previewMine(db, deps, auth, body, lang));
    handle(app, calls.myCardPhoto, ({ auth, req }) => {
      if (auth.pressId === null) throw errors.notFound();
      return upload(deps.files, req, { pressId: auth.pressId, type: 'staff', id: auth.userId }, 'cardPhoto');
    });
    handle(app, calls.cardList, ({ auth, query }) => listCards(db, auth, query));
    handle(app, calls.cardPreviewOf, ({ auth, query, lang }) => previewOf(db, deps, auth, query.id, lang));
    handle(app, calls.cardReview, ({ auth, body }) => reviewCard(db, deps.publicUrl, auth, body));
  };
}
