import type { ReviewStageSetting } from '@jb/contract/workflow';
import { Card } from 'antd';
import type { ReviewProcess } from '../../shared/processes/api.ts';
import { ProcessOverview } from '../../shared/processes/ProcessOverview.tsx';
import { ReviewPathDiagram } from '../../shared/processes/ReviewPathDiagram.tsx';
import { useProcessTexts } from '../../shared/processes/texts.ts';
import { StagesTable } from './StagesTable.tsx';
import { stagesInOrder } from './stages.ts';

export const AUDIT_PROCESS_PATH = '/organizationalManagement/auditProcess';

/** /organizationalManagement/auditProcess: the review process in force for the press or a journal. */
export default function AuditProcessPage() {
  const t = useProcessTexts();
  return (
    <ProcessOverview<ReviewProcess>
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
            stages={stagesInOrder(process.stages as ReviewStageSetting[])}
            readOnly
            journalId={scope.journalId}
            pressId={scope.pressId}
          />
        </>
      )}
    </ProcessOverview>
  );
}
