import { Button, Card, Flex, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { DetailMeta } from '../../operation/articleDetail/DetailMeta.tsx';
import { FilesTable } from '../../operation/articleDetail/FilesTable.tsx';
import { ManuscriptDrawer } from '../../shared/manuscripts/ManuscriptDrawer.tsx';
import { AnnexHistory } from './AnnexHistory.tsx';
import { type AnnexVerdict, useAnnexDetail } from './api.ts';
import { KindChecklist } from './KindChecklist.tsx';
import { SupplementModal } from './SupplementModal.tsx';
import { useAnnexTexts } from './texts.ts';
import { useAnnexChange } from './useAnnexChange.ts';
import { VerdictModal } from './VerdictModal.tsx';

/** The buttons in the order shown; each appears when the detail's `annexActions` names it. */
const BUTTONS = [
  { action: 'pass', primary: true },
  { action: 'ignore', primary: false },
  { action: 'supplementAnnex', primary: false },
] as const;

/**
 * One manuscript's annexes beside the list: its metadata, the annex files (downloadable), the
 * journal's requirements to check them against, the annex history, and the verdicts the caller may
 * give now (pass, ignore, ask for a supplement).
 */
export function AnnexDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useAnnexTexts();
  const detail = useAnnexDetail(id);
  const change = useAnnexChange();
  const [verdict, setVerdict] = useState<AnnexVerdict | null>(null);
  const [supplementOpen, setSupplementOpen] = useState(false);
  const m = detail.data;

  return (
    <ManuscriptDrawer
      open={id !== null}
      onClose={onClose}
      m={m}
      fallbackTitle={t('drawer.title')}
      openFullLabel={t('drawer.openFull')}
      testId="annex-drawer"
    >
      {change.holder}
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {m && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Flex gap={8} wrap data-testid="annex-actions">
            {BUTTONS.filter((b) => m.annexActions.includes(b.action)).map((b) => (
              <Button
                key={b.action}
                type={b.primary ? 'primary' : 'default'}
                onClick={() =>
                  b.action === 'supplementAnnex' ? setSupplementOpen(true) : setVerdict(b.action)
                }
                data-testid={`annex-action-${b.action}`}
              >
                {t(`verdict.${b.action}`)}
              </Button>
            ))}
          </Flex>
          <DetailMeta m={m} />
          <Card title={t('drawer.files')}>
            <FilesTable files={m.files.filter((f) => f.role === 'annex')} />
          </Card>
          <Card title={t('drawer.kinds')}>
            <KindChecklist kinds={m.kinds} />
          </Card>
          <Card title={t('drawer.history')}>
            <AnnexHistory history={m.history} />
          </Card>
          <VerdictModal verdict={verdict} manuscript={m} change={change} onClose={() => setVerdict(null)} />
          <SupplementModal open={supplementOpen} manuscript={m} onClose={() => setSupplementOpen(false)} />
        </Space>
      )}
    </ManuscriptDrawer>
  );
}
