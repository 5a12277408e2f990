import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { type KindDraft, reloadAnnex, reloadKinds, saveKinds, useAnnexKinds } from './api.ts';
import { KindRows } from './KindRows.tsx';
import { useAnnexTexts } from './texts.ts';

interface Values {
  kinds?: KindDraft[];
}

/** The stored requirements a form starts from, read once per opening and journal. */
interface Seed {
  journalId: number;
  kinds: KindDraft[];
  /** Counts the seeds, so a form started again (after a refusal) is a new one. */
  n: number;
}

/**
 * The annexes a journal requires (附件要求设置): pick the journal, edit its ordered requirements,
 * and save the whole list (annexKindsSave).
 *
 * The form starts from a fresh read of the journal's requirements and keeps what the person does:
 * a read in the background (the list reloaded, the window focused again) does not start it over and
 * undo a removal or an edit. It starts again from what is stored only when the journal changes, the
 * dialog is opened again, or a save was refused because someone changed the list meanwhile.
 */
export function AnnexKindsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAnnexTexts();
  const client = useQueryClient();
  const [journalId, setJournalId] = useState<number | null>(null);
  const kinds = useAnnexKinds(open ? journalId : null);
  const [seed, setSeed] = useState<Seed | null>(null);
  const seeds = useRef(0);
  // Set while rendering (React renders again at once): closed, the next opening reads again; open,
  // the form waits for a read that is not still on its way.
  if (!open && seed) setSeed(null);
  if (open && journalId !== null && kinds.data && !kinds.isFetching && seed?.journalId !== journalId)
    setSeed({ journalId, kinds: kinds.data, n: ++seeds.current });
  // After a save or a refusal: read again, then start the form from what is stored now.
  const start = async () => {
    await Promise.all([reloadKinds(client), reloadAnnex(client)]);
    setSeed(null);
  };

  const picker = (
    <Form.Item label={t('kinds.journal')} style={{ marginBottom: 16 }}>
      <JournalPicker value={journalId} onChange={setJournalId} />
    </Form.Item>
  );

  if (!seed || journalId === null || seed.journalId !== journalId) {
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
  return (
    <FormModal<Values>
      key={`${seed.journalId}-${seed.n}`}
      open={open}
      title={t('kinds.title')}
      width={880}
      initialValues={{ kinds: seed.kinds }}
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
      onSaved={() => void start()}
      onStale={() => void start()}
      onClose={onClose}
      successText={t('kinds.saved')}
      testId="annex-kinds-form"
    >
      {picker}
      <KindRows />
    </FormModal>
  );
}
