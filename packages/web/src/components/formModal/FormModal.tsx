import type { CallDeclaration } from '@jb/contract/api/define';
import { Alert, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError.ts';
import { toast } from '../../api/notify.ts';
import { useLang } from '../../i18n/useLang.ts';
import { showFieldErrors } from '../form/fieldErrors.ts';
import { type Refusal, refusalOf } from '../resourceTable/refusal.ts';
import { shownByClient } from '../resourceTable/useListChange.tsx';
import { useReloadList } from '../resourceTable/useResourceList.ts';

export interface FormModalProps<V, R> {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<V>;
  /** Sends the form (a `quiet` call); its answer goes to `onSaved`. */
  onSubmit: (values: V) => Promise<R>;
  /** After a successful save; the modal closes itself. */
  onSaved?: (result: R) => void;
  /** The list the record belongs to: reloaded after a save, or after a stale-version refusal. */
  list?: CallDeclaration;
  /** A stale version (409): the form closes; also reload this (a detail the form was opened from). */
  onStale?: () => void;
  onClose: () => void;
  /** Said after a successful save. */
  successText?: string;
  okText?: string;
  width?: number;
  /** Asks before sending (a change that cannot be taken back): sent only once confirmed; nothing to ask, sent at once. */
  confirm?: (values: V) => { title: ReactNode; content?: ReactNode } | undefined;
  /** Refusals shown under a field instead of above the form: error code → field name. */
  refusalFields?: Partial<Record<number, string>>;
  /**
   * False while the form's starting values are still on their way (a template to start from): it is
   * not sent until they are there, so a press cannot send the form without them.
   */
  ready?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * The add/edit dialog of every screen: an antd Form inside a Modal whose OK button submits the
 * form, so Enter in a field submits and Esc closes. Field rules come from the contract schemas
 * (SchemaItem); the server's field problems land under their fields, other refusals above the form.
 */
export function FormModal<V extends object, R = unknown>(props: FormModalProps<V, R>) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const reload = useReloadList(props.list);
  const [modal, modalHolder] = Modal.useModal();

  const onFinish = async (values: V) => {
    if (props.ready === false) return;
    const ask = props.confirm?.(values);
    if (ask) {
      const confirmed = await modal.confirm({
        ...ask,
        okButtonProps: { 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      });
      if (!confirmed) return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      const result = await props.onSubmit(values);
      if (props.successText) toast('success', props.successText);
      void reload();
      props.onSaved?.(result);
      props.onClose();
    } catch (error) {
      const r = refusalOf(error, lang);
      if (r.stale) {
        toast('warning', r.message);
        void reload();
        props.onStale?.();
        props.onClose();
      } else if (isApiError(error) && showFieldErrors(form, error.fields, lang)) {
        // shown under the fields
      } else if (isApiError(error) && error.code !== null && props.refusalFields?.[error.code]) {
        form.setFields([{ name: props.refusalFields[error.code] as never, errors: [r.message] }]);
      } else if (!shownByClient(error)) {
        setRefusal(r);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {modalHolder}
      <Modal
        open={props.open}
        title={props.title}
        width={props.width ?? 560}
        onCancel={props.onClose}
        okText={props.okText ?? t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{
          htmlType: 'submit',
          loading: saving,
          disabled: props.ready === false,
          'data-testid': 'form-submit',
        }}
        cancelButtonProps={{ 'data-testid': 'form-cancel' }}
        destroyOnHidden
        maskClosable={false}
        modalRender={(dom) => (
          <Form<V>
            form={form}
            layout="vertical"
            initialValues={props.initialValues}
            onFinish={onFinish}
            clearOnDestroy
            data-testid={props.testId ?? 'form-modal'}
          >
            {dom}
          </Form>
        )}
      >
        {refusal && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={refusal.message}
            description={
              refusal.details.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {refusal.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : undefined
            }
            data-testid="form-refusal"
          />
        )}
        {props.children}
      </Modal>
    </>
  );
}
