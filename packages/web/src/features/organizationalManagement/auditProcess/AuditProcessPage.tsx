import { Card } from 'antd';
import { ProcessOverview } from '../../shared/processes/ProcessOverview.tsx';
import { ReviewPathDiagram } from '../../shared/processes/ReviewPathDiagram.tsx';
import { useProcessTexts } from '../../shared/processes/texts.ts';
import { FundAuditSettingCard } from './FundAuditSettingCard.tsx';
import { StagesTable } from './StagesTable.tsx';
import { stagesInOrder } from './stages.ts';

export const AUDIT_PROCESS_PATH = '/organizationalManagement/auditProcess';

/** /organizationalManagement/auditProcess: the review process in force for the press or a journal. */
export default function AuditProcessPage() {
  const t = useProcessTexts();
  return (
    <ProcessOverview
      kind="auditProcess"
      editorPath={`${AUDIT_PROCESS_PATH}/editor`}
      editPermission="organizationalManagement.auditProcess.edit"
    >
      {(process, scope) => (
        <>
          <Card size="small" title={t('diagram')}>
            <ReviewPathDiagram path={process.path} label={t('diagram')} />
          </Card>
          <StagesTable
            stages={stagesInOrder(process.stages)}
            readOnly
            journalId={scope.journalId}
            pressId={scope.pressId}
          />
          <FundAuditSettingCard setting={process.fundAudit} stages={process.stages} readOnly />
        </>
      )}
    </ProcessOverview>
  );
}
