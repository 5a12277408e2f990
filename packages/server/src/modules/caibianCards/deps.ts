import type { KvStore } from '../../platform/kv.ts';
import type { FileDeps } from '../files/service.ts';

/** What the cards need: the files (photos), the address the public page is reached at, the store that counts a view once. */
export interface CardDeps {
  files: FileDeps;
  publicUrl: string;
  kv: KvStore;
}
