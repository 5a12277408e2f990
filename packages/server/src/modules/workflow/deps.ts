import type { Db } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** What the engine and the calls that move manuscripts work with: the database and the notifications. */
export interface WorkflowDeps {
  db: Db;
  notifier: Notifier;
}
