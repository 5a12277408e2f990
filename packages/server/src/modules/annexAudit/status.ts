import { AnnexStatus } from '@jb/contract/enums/annex';
import type { AnnexState } from '@jb/contract/schemas/annexAudit';

/** The codes live in the contract (enums/annex.ts): the author site's actions read them too. */
export { AnnexStatus, SupplementStatus } from '@jb/contract/enums/annex';

export const STATUS_OF_STATE: Record<AnnexState, number> = {
  awaiting: AnnexStatus.AWAITING,
  supplement: AnnexStatus.SUPPLEMENT,
  audited: AnnexStatus.AUDITED,
};
