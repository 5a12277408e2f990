import { ProcessOverview } from '../../shared/processes/ProcessOverview.tsx';
import { StepsView } from './StepsView.tsx';
import { stepsInOrder } from './steps.ts';

export const PUBLISH_PROCESS_PATH = '/organizationalManagement/publishProcess';

/** /organizationalManagement/publishProcess: the production steps in force for the press or a journal. */
export default function PublishProcessPage() {
  return (
    <ProcessOverview
      kind="publishProcess"
      editorPath={`${PUBLISH_PROCESS_PATH}/addPublish`}
      editPermission="organizationalManagement.publishProcess.edit"
    >
      {(process) => <StepsView steps={stepsInOrder(process.steps)} readOnly />}
    </ProcessOverview>
  );
}
