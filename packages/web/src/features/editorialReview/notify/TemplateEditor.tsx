import { pick } from '@jb/contract/i18n';
import { isDocumentEvent, NOTIFICATION_EVENTS } from '@jb/contract/notificationEvents';
import { TEMPLATE_LIMITS } from '@jb/contract/schemas/notifications';
import { Alert, Button, Card, Col, Flex, Form, Input, Modal, Row, Switch, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { toast } from '../../../api/notify.ts';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { useLang } from '../../../i18n/useLang.ts';
import {
  resetWording,
  saveWording,
  testSendWording,
  WORDINGS_KEY,
  type Wording,
  type WordingScope,
  type WordingTarget,
  type WordingValues,
} from './api.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { SourceTag } from './SourceTag.tsx';
import { useNotifyTexts } from './texts.ts';
import { VariableChips } from './VariableChips.tsx';

type Part = 'subject' | 'body' | 'sms';
type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * One event's wording in one language at one scope: subject, body and SMS with the event's variables
 * as chips, the live preview beside it, save (at the version seen), restore the default, and a test
 * send of the saved wording to oneself. A document's wording (the acceptance letter) is its title
 * and text only: no SMS, no switch, no test send.
 */
export function TemplateEditor({
  scope,
  target,
  wording,
  canEdit,
}: {
  scope: WordingScope;
  target: WordingTarget;
  wording: Wording;
  canEdit: boolean;
}) {
  const t = useNotifyTexts();
  const lang = useLang();
  const [form] = Form.useForm<WordingValues>();
  const initial: WordingValues = {
    subject: wording.subject,
    body: wording.body,
    sms: wording.sms,
    enabled: wording.enabled,
  };
  const values = (Form.useWatch([], form) as WordingValues | undefined) ?? initial;
  const [manuscript, setManuscript] = useState('');
  const { save, saving } = useFormSave([WORDINGS_KEY]);
  const [modal, holder] = Modal.useModal();
  const [sending, setSending] = useState(false);
  // The field the cursor was last in, so that a variable chip inserts there.
  const focused = useRef<{ part: Part; el: Field } | null>(null);
  const track = (part: Part) => ({
    onFocus: (e: React.FocusEvent<Field>) => {
      focused.current = { part, el: e.target };
    },
  });

  const insert = (text: string) => {
    const at = focused.current ?? { part: 'body' as Part, el: null };
    const current = form.getFieldValue(at.part) ?? '';
    const start = at.el?.selectionStart ?? current.length;
    const end = at.el?.selectionEnd ?? current.length;
    form.setFieldValue(at.part, current.slice(0, start) + text + current.slice(end));
    const el = at.el;
    if (el)
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(start + text.length, start + text.length);
      });
  };

  const onSave = (v: WordingValues) =>
    save(() => saveWording(scope, target, { ...v, sms: v.sms ?? '' }, wording.version), { form });

  const eventLabel = pick(NOTIFICATION_EVENTS[target.event].label, lang);
  const isDocument = isDocumentEvent(target.event);
  const onReset = () =>
    modal.confirm({
      title: t('resetConfirm', { event: eventLabel }),
      content: t('resetConfirmContent'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: () => save(() => resetWording(scope, target, wording.version), { done: t('resetDone') }),
    });

  const onTestSend = async () => {
    setSending(true);
    try {
      const { outboxIds } = await testSendWording(scope, target, manuscript);
      toast(
        outboxIds.length ? 'success' : 'warning',
        outboxIds.length ? t('testSent', { count: outboxIds.length }) : t('testNothing'),
      );
    } catch {
      // The client has said why.
    } finally {
      setSending(false);
    }
  };

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  return (
    <Row gutter={[16, 16]}>
      {holder}
      <Col xs={24} xxl={13}>
        <Card
          size="small"
          title={
            <Flex gap={8} align="center">
              {eventLabel}
              <SourceTag source={wording.source} />
              {dirty && <Tag color="orange">{t('unsaved')}</Tag>}
            </Flex>
          }
        >
          <Form<WordingValues>
            form={form}
            layout="vertical"
            initialValues={initial}
            onFinish={onSave}
            disabled={!canEdit}
            data-testid="template-form"
          >
            {isDocument && (
              <Alert type="info" showIcon title={t('document.about')} style={{ marginBottom: 16 }} />
            )}
            <Form.Item label={t('variables')}>
              <VariableChips event={target.event} onInsert={insert} disabled={!canEdit} />
            </Form.Item>
            <Form.Item
              name="subject"
              label={isDocument ? t('document.subject') : t('subject')}
              rules={[{ required: true }, { max: TEMPLATE_LIMITS.subject }]}
            >
              <Input {...track('subject')} data-testid="template-subject" />
            </Form.Item>
            <Form.Item
              name="body"
              label={isDocument ? t('document.body') : t('body')}
              extra={isDocument ? t('document.bodyHint') : undefined}
              rules={[{ required: true }, { max: TEMPLATE_LIMITS.body }]}
            >
              <Input.TextArea
                autoSize={{ minRows: 8, maxRows: 20 }}
                {...track('body')}
                data-testid="template-body"
              />
            </Form.Item>
            <Form.Item
              name="sms"
              hidden={isDocument}
              label={t('sms')}
              extra={t('smsHint')}
              rules={[{ max: TEMPLATE_LIMITS.sms }]}
            >
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 4 }}
                showCount
                maxLength={TEMPLATE_LIMITS.sms}
                {...track('sms')}
                data-testid="template-sms"
              />
            </Form.Item>
            <Form.Item
              name="enabled"
              hidden={isDocument}
              label={t('enabled')}
              extra={t('enabledHint')}
              valuePropName="checked"
            >
              <Switch data-testid="template-enabled" />
            </Form.Item>
            {canEdit && (
              <Flex gap={8} wrap>
                <Button type="primary" htmlType="submit" loading={saving} data-testid="template-save">
                  {t('save')}
                </Button>
                {wording.overridden && (
                  <Button danger onClick={onReset} data-testid="template-reset">
                    {t('reset')}
                  </Button>
                )}
                {!isDocument && (
                  <Tooltip title={t('testSendHint')}>
                    <Button
                      onClick={() => void onTestSend()}
                      loading={sending}
                      data-testid="template-test-send"
                    >
                      {t('testSend')}
                    </Button>
                  </Tooltip>
                )}
              </Flex>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xxl={11}>
        <PreviewPanel
          scope={scope}
          target={target}
          values={values}
          manuscript={manuscript}
          onManuscript={setManuscript}
        />
      </Col>
    </Row>
  );
}
