import { reviewPath } from '@jb/contract/workflow';
import { Card } from 'antd';
import { ProcessEditor } from '../../../shared/processes/ProcessEditor.tsx';
import { ReviewPathDiagram } from '../../../shared/processes/ReviewPathDiagram.tsx';
import { useProcessTexts } from '../../../shared/processes/texts.ts';
import { AUDIT_PROCESS_PATH } from '../AuditProcessPage.tsx';
import { FundAuditSettingCard } from '../FundAuditSettingCard.tsx';
import { StagesTable } from '../StagesTable.tsx';
import { stagesInOrder } from '../stages.ts';

/**
 * /organizationalManagement/auditProcess/editor?journalId=: switches optional stages, names each stage's
 * group and template, sets the fund audit's hold, and draws the resulting path from 0 to 90 as the
 * switches move.
 */
export default function AuditProcessEditorPage() {
  const t = useProcessTexts();
  return (
    <ProcessEditor
      kind="auditProcess"
      overviewPath={AUDIT_PROCESS_PATH}
      hint={t('reviewHint')}
      settingsOf={(process) => ({ stages: stagesInOrder(process.stages), fundAudit: process.fundAudit })}
      bodyOf={(settings) => settings}
    >
      {({ stages, fundAudit }, change, scope) => (
        <>
          <StagesTable
            stages={stages}
            onChange={(next) => change({ stages: next, fundAudit })}
            readOnly={false}
            journalId={scope.journalId}
            pressId={scope.pressId}
          />
          <FundAuditSettingCard
            setting={fundAudit}
            stages={stages}
            onChange={(next) => change({ stages, fundAudit: next })}
            readOnly={false}
          />
          <Card size="small" title={t('diagram')}>
            <ReviewPathDiagram path={reviewPath(stages)} label={t('diagram')} />
          </Card>
        </>
      )}
    </ProcessEditor>
  );
}
