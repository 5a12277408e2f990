import { describe, expect, it } from 'vitest';
import { type FlagSource, manuscriptFlags, manuscriptPayStatus } from './flags.ts';

const plain: FlagSource = {
  foundationFlag: 0,
  foundationStatus: 0,
  annexStatus: 0,
  supplementStatus: 0,
  dto: { meetingSign: null },
  ignoreStatus: 0,
  auditUser: null,
  orderStatus: 0,
  ingoreName: null,
  revisionNum: 0,
  schedulingType: null,
  natureArticleType: 1,
  auditSign: 0,
};

const flags = (patch: Partial<FlagSource>) => manuscriptFlags({ ...plain, ...patch });
const only = (patch: Partial<FlagSource>) => {
  const all = flags(patch);
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe('the flags of a manuscript row', () => {
  it('has none for a row in no special state', () => {
    expect(flags({})).toEqual([]);
  });

  it('marks a fund with its audit status', () => {
    const fund = only({ foundationFlag: 1, foundationStatus: 1 });
    expect(fund.icon).toBe('fund');
    expect(fund.label.zh).toBe('基金项目：基金待审核');
    expect(fund.label.en).toBe('Grant-supported: Fund audit pending');
    expect(only({ foundationFlag: 1, foundationStatus: 3 }).tone).toBe('danger');
  });

  it('draws annex and supplement 1 and 2 as two different icons each', () => {
    const annex = [only({ annexStatus: 1 }), only({ annexStatus: 2 })];
    expect(annex[0]!.icon).not.toBe(annex[1]!.icon);
    expect(annex.map((f) => f.label.zh)).toEqual(['附件待审核', '附件需补充']);
    const supplement = [only({ supplementStatus: 1 }), only({ supplementStatus: 2 })];
    expect(supplement[0]!.icon).not.toBe(supplement[1]!.icon);
    expect(new Set([...annex, ...supplement].map((f) => f.icon)).size).toBe(4);
  });

  it('draws the audit statuses the status does not tell: partly, all reviewed, to be assigned again', () => {
    for (const auditSign of [0, 1, 4]) expect(flags({ auditSign })).toEqual([]);
    const drawn = [2, 3, 5].map((auditSign) => only({ auditSign }));
    expect(drawn.map((f) => f.label.zh)).toEqual(['部分已审', '全部已审', '待重新分配']);
    expect(drawn.map((f) => f.label.en)).toEqual(['Partly reviewed', 'All reviewed', 'To be assigned again']);
    expect(new Set(drawn.map((f) => f.icon)).size).toBe(3);
    expect(drawn[2]!.tone).toBe('warning');
  });

  it('draws meeting signs 3 and 4 with one icon, 1 and 2 with their own', () => {
    const icons = [1, 2, 3, 4].map((meetingSign) => only({ dto: { meetingSign } }).icon);
    expect(icons[2]).toBe(icons[3]);
    expect(new Set(icons).size).toBe(3);
    expect(only({ dto: { meetingSign: 4 } }).label.zh).toBe('会议有条件通过');
    expect(flags({ dto: { meetingSign: 9 } })).toEqual([]);
  });

  it('names who set the manuscript aside, and who set its order aside', () => {
    expect(only({ ignoreStatus: 1, auditUser: '李编辑' }).label.zh).toBe('已忽略（李编辑）');
    expect(only({ ignoreStatus: 1 }).label.en).toBe('Set aside');
    const order = only({ orderStatus: 3, ingoreName: '赵财务' });
    expect(order.label).toEqual({ zh: '订单已忽略（赵财务）', en: 'Order: Set aside (赵财务)' });
    expect(flags({ orderStatus: 2 })).toEqual([]);
  });

  it('shows the nature, scheduling and revisions', () => {
    expect(only({ natureArticleType: 0 }).label.zh).toBe('自然科学');
    expect(only({ schedulingType: 2 }).icon).toBe('rush');
    expect(only({ schedulingType: 3 }).label.zh).toBe('指定期次');
    const revision = only({ revisionNum: 2 });
    expect(revision.count).toBe(2);
    expect(revision.label.zh).toBe('已修改 2 次');
  });

  it('keeps a fixed order', () => {
    const all = flags({ foundationFlag: 1, annexStatus: 2, ignoreStatus: 1, revisionNum: 1 });
    expect(all.map((f) => f.key)).toEqual(['fund', 'annex', 'ignored', 'revision']);
  });
});

describe('the manuscript reading of payStatus', () => {
  it('reads 1, 5 and 6 as paid, 0 as unpaid, 3 as not charged', () => {
    for (const code of [1, 5, 6])
      expect(manuscriptPayStatus(code)).toEqual({
        label: { zh: '已支付', en: 'Paid' },
        color: 'green',
      });
    expect(manuscriptPayStatus(0).color).toBe('orange');
    expect(manuscriptPayStatus(3).label.zh).toBe('无需支付');
    expect(manuscriptPayStatus(8).label.zh).toBe('8');
  });
});
