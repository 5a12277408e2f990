import {
  queryArticleAfterEmploymentList,
  queryArticleAllotList,
  queryArticleAuditList,
} from '@jb/contract/api/articleHome';
import type { HomeStage } from '@jb/contract/schemas/articleHome';
import {
  actPermission,
  STAGE_GROUPS,
  type StageGroupKey,
  type StageKind,
  stageGroup,
} from '@jb/contract/stageGroups';

/** The editor home's tabs: each is one articleHome list call. */
export const HOME_TABS = {
  audit: queryArticleAuditList,
  allot: queryArticleAllotList,
  accepted: queryArticleAfterEmploymentList,
} as const;
export type HomeTab = keyof typeof HOME_TABS;
export const HOME_PATH = '/editorialReview/shouye';

export function isHomeTab(value: string | null): value is HomeTab {
  return value !== null && value in HOME_TABS;
}

/** What the list below the counts shows: a stage, only past-due work, what I allocated. */
export interface HomeFocus {
  group?: StageGroupKey;
  overdue?: boolean;
  allocated?: boolean;
}

/** The list parameters of a focus (the call's query: group, overdue, view). */
export function focusParams(tab: HomeTab, focus: HomeFocus): Record<string, string> {
  const params: Record<string, string> = {};
  if (focus.group) params.group = focus.group;
  if (focus.overdue && tab !== 'accepted') params.overdue = 'true';
  if (focus.allocated && tab === 'allot') params.view = 'allocated';
  return params;
}

/** The home's address showing a tab with a focus (a count's link). */
export function homeLink(tab: HomeTab, focus: HomeFocus = {}): string {
  const search = new URLSearchParams({ tab, ...focusParams(tab, focus) });
  return `${HOME_PATH}?${search}`;
}

/** Reads the focus back from the address (unknown values are dropped). */
export function focusOf(search: URLSearchParams): HomeFocus {
  const group = search.get('group');
  return {
    group: group && stageGroup(group as StageGroupKey) ? (group as StageGroupKey) : undefined,
    overdue: search.get('overdue') === 'true',
    allocated: search.get('view') === 'allocated',
  };
}

/** The screen that works a stage group's manuscripts (none for a count outside the groups). */
export function queueOf(stage: HomeStage): string | undefined {
  return stage.group ? stageGroup(stage.group as StageGroupKey)?.screen : undefined;
}

/** The review groups' kinds each review tab counts (contract stageGroups.ts). */
const TAB_KINDS: Record<Exclude<HomeTab, 'accepted'>, readonly StageKind[]> = {
  audit: ['review', 'acceptance', 'rejection'],
  allot: ['allocation', 'invitation'],
};

/**
 * The tabs of the work a person does (by the groups' action permissions). The after-acceptance tab
 * (the production groups) is for all: without a production group it says there is nothing to work.
 */
export function visibleTabs(held: ReadonlySet<string>): HomeTab[] {
  const works = (kinds: readonly StageKind[]) =>
    STAGE_GROUPS.some((g) => kinds.includes(g.kind) && held.has(actPermission(g)));
  return [
    ...(works(TAB_KINDS.audit) ? ['audit' as const] : []),
    ...(works(TAB_KINDS.allot) ? ['allot' as const] : []),
    'accepted',
  ];
}
