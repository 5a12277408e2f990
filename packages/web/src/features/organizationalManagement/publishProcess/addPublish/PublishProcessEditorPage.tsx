import { ProcessEditor } from '../../../shared/processes/ProcessEditor.tsx';
import { useProcessTexts } from '../../../shared/processes/texts.ts';
import { PUBLISH_PROCESS_PATH } from '../PublishProcessPage.tsx';
import { StepsView } from '../StepsView.tsx';
import { stepsInOrder } from '../steps.ts';

/** /organizationalManagement/publishProcess/addPublish?journalId=: switches optional production steps. */
export default function PublishProcessEditorPage() {
  const t = useProcessTexts();
  return (
    <ProcessEditor
      kind="publishProcess"
      overviewPath={PUBLISH_PROCESS_PATH}
      hint={t('publishHint')}
      settingsOf={(process) => stepsInOrder(process.steps)}
      bodyOf={(steps) => ({ steps })}
    >
      {(steps, change) => <StepsView steps={steps} onChange={change} readOnly={false} />}
    </ProcessEditor>
  );
}
