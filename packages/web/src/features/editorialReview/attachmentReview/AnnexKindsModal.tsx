import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { type KindDraft, reloadAnnex, reloadKinds, saveKinds, useAnnexKinds } from './api.ts';
import { KindRows } from './KindRows.tsx';
import { useAnnexTexts } from './texts.ts';

interface Values {
  kinds?: KindDraft[];
}

/**
 * The annexes a journal requires (附件要求设置): pick the journal, edit its ordered requirements,
 * and save the whole list (annexKindsSave).
 */
export function AnnexKindsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAnnexTexts();
  const client = useQueryClient();
  const [journalId, setJournalId] = useState<number | null>(null);
  const kinds = useAnnexKinds(open ? journalId : null);

  const picker = (
    <Form.Item label={t('kinds.journal')} style={{ marginBottom: 16 }}>
      <JournalPicker value={journalId} onChange={setJournalId} />
    </Form.Item>
  );

  if (!kinds.data || journalId === null) {
    return (
      <Modal
        open={open}
        title={t('kinds.title')}
        onCancel={onClose}
        footer={null}
        destroyOnHidden
        width={880}
      >
        <Form layout="vertical">{picker}</Form>
        {kinds.isError ? <LoadError onRetry={() => void kinds.refetch()} /> : <Skeleton active />}
      </Modal>
    );
  }
  const saved = () => Promise.all([reloadKinds(client), reloadAnnex(client)]);
  return (
    <FormModal<Values>
      // A fresh read (reopened after a save) starts the form again from what is stored.
      key={`${journalId}-${kinds.dataUpdatedAt}`}
      open={open}
      title={t('kinds.title')}
      width={880}
      initialValues={{ kinds: kinds.data }}
      onSubmit={(values) =>
        saveKinds(
          journalId,
          (values.kinds ?? []).map((k) => ({
            ...(k.id ? { id: k.id } : {}),
            name: k.name.trim(),
            required: !!k.required,
            description: (k.description ?? '').trim(),
          })),
        )
      }
      onSaved={() => void saved()}
      onStale={() => void saved()}
      onClose={onClose}
      successText={t('kinds.saved')}
      testId="annex-kinds-form"
    >
      {picker}
      <KindRows />
    </FormModal>
  );
}
