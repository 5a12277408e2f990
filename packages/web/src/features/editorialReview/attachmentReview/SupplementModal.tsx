import { supplementAnnexBody } from '@jb/contract/schemas/annexAudit';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Input, Tag } from 'antd';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { type AnnexDetail, askSupplement, reloadAnnex } from './api.ts';
import { useAnnexTexts } from './texts.ts';

interface Values {
  kindIds?: number[];
  note: string;
}

const shape = supplementAnnexBody.shape;

/**
 * Asks the author for a supplement: tick the journal's requirements that are missing, and say why
 * (required; the author is told). Checked by the contract's schema; a refusal shows in the dialog.
 */
export function SupplementModal({
  open,
  manuscript,
  onClose,
}: {
  open: boolean;
  manuscript: AnnexDetail;
  onClose: () => void;
}) {
  const t = useAnnexTexts();
  const client = useQueryClient();
  const { kinds } = manuscript;

  const submit = async (values: Values) => {
    try {
      return await askSupplement(manuscript.id, values.kindIds ?? [], values.note);
    } catch (error) {
      // Someone may have acted first: show where the manuscript now is beside the refusal.
      void reloadAnnex(client);
      throw error;
    }
  };

  return (
    <FormModal<Values>
      open={open}
      title={t('supplement.title', { name: `${manuscript.articleNo} ${manuscript.title}` })}
      initialValues={{ kindIds: [], note: '' }}
      onSubmit={submit}
      onSaved={() => void reloadAnnex(client)}
      onStale={() => void reloadAnnex(client)}
      onClose={onClose}
      successText={t('supplement.done')}
      okText={t('supplement.ok')}
      testId="supplement-form"
    >
      {kinds.length === 0 ? (
        <Alert type="info" showIcon title={t('supplement.noKinds')} style={{ marginBottom: 16 }} />
      ) : (
        <SchemaItem name="kindIds" label={t('supplement.kinds')} schema={shape.kindIds}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            data-testid="supplement-kinds"
            options={kinds.map((k) => ({
              value: k.id,
              label: (
                <span data-testid={`supplement-kind-${k.id}`}>
                  {k.name}
                  {k.required && (
                    <Tag color="red" style={{ marginInlineStart: 6 }}>
                      {t('drawer.required')}
                    </Tag>
                  )}
                </span>
              ),
            }))}
          />
        </SchemaItem>
      )}
      <SchemaItem name="note" label={t('supplement.note')} schema={shape.note} required>
        <Input.TextArea
          rows={4}
          maxLength={1000}
          placeholder={t('supplement.notePlaceholder')}
          data-testid="supplement-note"
        />
      </SchemaItem>
    </FormModal>
  );
}
