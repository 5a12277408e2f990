/**
 * manuscripts.annexStatus as the annex audit keeps it: 1 awaiting audit and 2 supplement asked are
 * the SPEC's two icons; 3 audited (passed or ignored) draws no icon; 0 no annexes sent.
 * supplementStatus: 2 a supplement awaited, 1 sent (and awaiting audit again), 0 none asked.
 */
export const AnnexStatus = { NONE: 0, AWAITING: 1, SUPPLEMENT: 2, AUDITED: 3 } as const;
export const SupplementStatus = { NONE: 0, SENT: 1, AWAITED: 2 } as const;

/** The editors asked for a supplement to the annexes and the author has not sent it yet. */
export function annexSupplementAwaited(m: { annexStatus: number; supplementStatus: number }): boolean {
  return m.annexStatus === AnnexStatus.SUPPLEMENT && m.supplementStatus === SupplementStatus.AWAITED;
}
