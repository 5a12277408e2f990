import {
  ANNEX_STATUS,
  AUDIT_STATUS,
  FOUNDATION_STATUS,
  IGNORE_STATUS,
  isPaidManuscriptPayStatus,
  MANUSCRIPT_PAY_STATUS,
  MEETING_SIGN,
  MEETING_SIGN_ICON,
  NATURE_ARTICLE_TYPE,
  ORDER_STATUS,
  SCHEDULING_TYPE,
  SUPPLEMENT_STATUS,
} from '@jb/contract/enums/manuscript';
import type { Bilingual } from '@jb/contract/i18n';
import type { ManuscriptRow } from './api.ts';

/**
 * The states a manuscript list row carries besides its status (SPEC §3 list row, §4 "Other
 * statuses"), as the small icons of the list's flags column: which icon, and what its tooltip says.
 * Labels come from the contract (enums/manuscript.ts); only the names of people are added.
 */
export type FlagIcon =
  | 'fund'
  | 'annex1'
  | 'annex2'
  | 'supplement1'
  | 'supplement2'
  | 'meetingPending'
  | 'meetingDone'
  | 'meetingApproved'
  | 'ignored'
  | 'orderIgnored'
  | 'revision'
  | 'auditPartly'
  | 'auditAll'
  | 'auditAgain'
  | 'rush'
  | 'scheduled'
  | 'science';

export type FlagTone = 'info' | 'warning' | 'success' | 'danger' | 'plain';

export interface Flag {
  /** Stable per kind (`fund`, `annex`, `meeting`…), for test ids. */
  key: string;
  icon: FlagIcon;
  label: Bilingual;
  tone: FlagTone;
  /** A number drawn beside the icon (how many revisions). */
  count?: number;
}

export type FlagSource = Pick<
  ManuscriptRow,
  | 'foundationFlag'
  | 'foundationStatus'
  | 'annexStatus'
  | 'supplementStatus'
  | 'dto'
  | 'ignoreStatus'
  | 'auditUser'
  | 'orderStatus'
  | 'ingoreName'
  | 'revisionNum'
  | 'schedulingType'
  | 'natureArticleType'
  | 'auditSign'
>;

const unknown = (code: number): Bilingual => ({ zh: String(code), en: String(code) });

/** "label（name）" / "label (name)", or the label alone without a name. */
function withName(label: Bilingual, name: string | null): Bilingual {
  if (!name) return label;
  return { zh: `${label.zh}（${name}）`, en: `${label.en} (${name})` };
}

/**
 * The audit statuses (auditSign) the row draws: what its status does not say already (0 to be
 * assigned, 1 to be reviewed and 4 closed read from the status itself).
 */
const AUDIT_FLAGS: Partial<Record<number, { icon: FlagIcon; tone: FlagTone }>> = {
  2: { icon: 'auditPartly', tone: 'info' },
  3: { icon: 'auditAll', tone: 'success' },
  5: { icon: 'auditAgain', tone: 'warning' },
};

const FUND: Bilingual = { zh: '基金项目', en: 'Grant-supported' };
const ORDER: Bilingual = { zh: '订单', en: 'Order' };

/** The flags of a row, in a fixed order; a row with none of these states has none. */
export function manuscriptFlags(row: FlagSource): Flag[] {
  const flags: Flag[] = [];
  if (row.foundationFlag === 1) {
    const audit = FOUNDATION_STATUS[row.foundationStatus] ?? unknown(row.foundationStatus);
    flags.push({
      key: 'fund',
      icon: 'fund',
      label: { zh: `${FUND.zh}：${audit.zh}`, en: `${FUND.en}: ${audit.en}` },
      tone: row.foundationStatus === 3 ? 'danger' : row.foundationStatus === 1 ? 'warning' : 'success',
    });
  }
  if (row.natureArticleType === 0)
    flags.push({ key: 'nature', icon: 'science', label: NATURE_ARTICLE_TYPE[0]!, tone: 'plain' });
  if (row.annexStatus === 1 || row.annexStatus === 2)
    flags.push({
      key: 'annex',
      icon: row.annexStatus === 1 ? 'annex1' : 'annex2',
      label: ANNEX_STATUS[row.annexStatus]!,
      tone: row.annexStatus === 1 ? 'info' : 'warning',
    });
  if (row.supplementStatus === 1 || row.supplementStatus === 2)
    flags.push({
      key: 'supplement',
      icon: row.supplementStatus === 1 ? 'supplement1' : 'supplement2',
      label: SUPPLEMENT_STATUS[row.supplementStatus]!,
      tone: row.supplementStatus === 1 ? 'info' : 'warning',
    });
  const meeting = row.dto.meetingSign;
  if (meeting !== null && MEETING_SIGN_ICON[meeting]) {
    const icon = MEETING_SIGN_ICON[meeting];
    flags.push({
      key: 'meeting',
      icon: icon === 'pending' ? 'meetingPending' : icon === 'done' ? 'meetingDone' : 'meetingApproved',
      label: MEETING_SIGN[meeting]!,
      tone: icon === 'approved' ? 'success' : 'info',
    });
  }
  const audit = AUDIT_FLAGS[row.auditSign];
  if (audit) flags.push({ key: 'audit', ...audit, label: AUDIT_STATUS[row.auditSign]! });
  if (row.ignoreStatus === 1)
    flags.push({
      key: 'ignored',
      icon: 'ignored',
      label: withName(IGNORE_STATUS[1]!, row.auditUser),
      tone: 'danger',
    });
  if (row.orderStatus === 3) {
    const label = ORDER_STATUS[3]!;
    flags.push({
      key: 'orderIgnored',
      icon: 'orderIgnored',
      label: withName({ zh: `${ORDER.zh}${label.zh}`, en: `${ORDER.en}: ${label.en}` }, row.ingoreName),
      tone: 'danger',
    });
  }
  if (row.schedulingType !== null && SCHEDULING_TYPE[row.schedulingType])
    flags.push({
      key: 'scheduling',
      icon: row.schedulingType === 2 ? 'rush' : 'scheduled',
      label: SCHEDULING_TYPE[row.schedulingType]!,
      tone: row.schedulingType === 2 ? 'warning' : 'plain',
    });
  if (row.revisionNum > 0)
    flags.push({
      key: 'revision',
      icon: 'revision',
      label: { zh: `已修改 ${row.revisionNum} 次`, en: `Revised ${row.revisionNum}×` },
      tone: 'plain',
      count: row.revisionNum,
    });
  return flags;
}

/** The manuscript reading of payStatus (SPEC §4: 0 unpaid, 3 disabled, 1, 5 and 6 paid) and its colour. */
export function manuscriptPayStatus(code: number): { label: Bilingual; color: string } {
  return {
    label: MANUSCRIPT_PAY_STATUS[code] ?? unknown(code),
    color: isPaidManuscriptPayStatus(code) ? 'green' : code === 0 ? 'orange' : 'default',
  };
}
