import type { FileDeps } from '../files/service.ts';

/** What the cards need: the files (photos) and the address the public page is reached at. */
export interface CardDeps {
  files: FileDeps;
  publicUrl: string;
}
