import { ANNEX_STATE_LABELS, ANNEX_STATES, type AnnexState } from '@jb/contract/schemas/annexAudit';
import { Button, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { AnnexDrawer } from './AnnexDrawer.tsx';
import { AnnexKindsModal } from './AnnexKindsModal.tsx';
import { AnnexLog } from './AnnexLog.tsx';
import { AnnexQueue } from './AnnexQueue.tsx';
import { useAnnexCounts } from './api.ts';
import { useAnnexTexts } from './texts.ts';

/** The fourth tab: the audit log. */
const LOG = 'log';
type Tab = AnnexState | typeof LOG;
/** Filters that carry over between tabs (the same names on every list). */
const KEPT = ['journalId', 'keyword'];

const tabOf = (value: string | null): Tab =>
  value === LOG || (ANNEX_STATES as readonly string[]).includes(value ?? '') ? (value as Tab) : 'awaiting';

/**
 * /editorialReview/attachmentReview (附件审核): the manuscripts whose annexes await an audit, wait
 * for the author's supplement, or were audited, each tab with its count; a manuscript opens in a
 * drawer to pass, ignore or ask for a supplement. The audit log beside them, and the journals'
 * annex requirements for those who set them. The tab is kept in the URL (`?state=`).
 */
export default function AttachmentReviewPage() {
  const t = useAnnexTexts();
  const pick = usePick();
  const [search, setSearch] = useScreenSearchParams();
  const tab = tabOf(search.get('state'));
  const journalId = Number(search.get('journalId')) || undefined;
  const counts = useAnnexCounts(journalId);
  const canSet = useCan('editorialReview.attachmentReview.settings');
  const [openId, setOpenId] = useState<number | null>(null);
  const [kindsOpen, setKindsOpen] = useState(false);
  const open = useCallback((id: number) => setOpenId(id), []);

  const switchTab = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams();
        if (key !== 'awaiting') next.set('state', key);
        for (const name of KEPT) {
          const value = current.get(name);
          if (value) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  const label = (state: AnnexState) => {
    const count = counts.data?.[state];
    return (
      <span data-testid={`tab-${state}`}>
        {pick(ANNEX_STATE_LABELS[state])}
        {count !== undefined && <span data-testid={`tab-count-${state}`}>{` (${count})`}</span>}
      </span>
    );
  };

  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={switchTab}
        tabBarExtraContent={
          canSet ? (
            <Button onClick={() => setKindsOpen(true)} data-testid="annex-kinds-open">
              {t('settings')}
            </Button>
          ) : null
        }
        items={[
          ...ANNEX_STATES.map((state) => ({
            key: state,
            label: label(state),
            children: <AnnexQueue state={state} onOpen={open} />,
          })),
          {
            key: LOG,
            label: <span data-testid="tab-log">{t('log')}</span>,
            children: <AnnexLog onOpen={open} />,
          },
        ]}
      />
      <AnnexDrawer id={openId} onClose={() => setOpenId(null)} />
      {canSet && <AnnexKindsModal open={kindsOpen} onClose={() => setKindsOpen(false)} />}
    </>
  );
}
