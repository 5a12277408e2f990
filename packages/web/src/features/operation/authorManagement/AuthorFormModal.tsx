import { authorList } from '@jb/contract/api/authorManagement';
import type { CallDeclaration } from '@jb/contract/api/define';
import { ErrorCode } from '@jb/contract/errors';
import { authorAddBody } from '@jb/contract/schemas/authorManagement';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { IssuedPassword } from '../../../components/formModal/SecretResultModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { type AuthorRow, type AuthorValues, addAuthor, reloadAuthorViews, updateAuthor } from './api.ts';
import { useAuthorTexts } from './texts.ts';

const fields = authorAddBody.shape;

/**
 * Register an author on their behalf (the initial password is shown once, and sent to their phone)
 * or edit one at the version on screen (someone else's change first: 409, the list reloads).
 * An acquisition editor registers through their own call (`add`, `list`: 我的作者).
 */
export function AuthorFormModal({
  target,
  onClose,
  onIssued,
  add = addAuthor,
  list = authorList,
  addedText,
  addHint,
}: {
  target: EditorTarget<AuthorRow>;
  onClose: () => void;
  /** Told the initial password when the call answers one (staff registration; an editor's does not). */
  onIssued?: (issued: IssuedPassword) => void;
  add?: (values: AuthorValues) => Promise<{ id: number; initialPassword?: string }>;
  list?: CallDeclaration;
  /** What a registration says once saved, where no password is shown (an acquisition editor's). */
  addedText?: string;
  /** The registration form's hint, when not the staff one (which shows the password once). */
  addHint?: string;
}) {
  const t = useAuthorTexts();
  const { t: common } = useTranslation();
  const client = useQueryClient();
  const row = target?.mode === 'edit' ? target.row : null;

  const onSubmit = async (values: AuthorValues) => {
    if (row) return updateAuthor(values, row);
    const result = await add(values);
    if (result.initialPassword && onIssued)
      onIssued({ account: values.phone, password: result.initialPassword, phone: values.phone });
    return result;
  };

  return (
    <FormModal<AuthorValues>
      open={!!target}
      title={row ? t('editTitle', { name: row.name }) : t('addTitle')}
      initialValues={
        row ? { name: row.name, phone: row.phone, email: row.email, unit: row.unit } : { email: '', unit: '' }
      }
      onSubmit={onSubmit}
      onSaved={() => void reloadAuthorViews(client)}
      onClose={onClose}
      list={list}
      successText={row ? common('common.saved') : addedText}
      width={600}
      refusalFields={{ [ErrorCode.AUTHOR_PHONE_TAKEN]: 'phone' }}
      testId="author-form"
    >
      {!row && <Typography.Paragraph type="secondary">{addHint ?? t('addHint')}</Typography.Paragraph>}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem name="name" label={t('name')} schema={fields.name} required>
            <Input maxLength={30} data-testid="author-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="phone" label={t('phone')} schema={fields.phone} required>
            <Input inputMode="numeric" maxLength={11} autoComplete="off" data-testid="author-phone" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="email" label={t('email')} schema={fields.email}>
            <Input maxLength={100} autoComplete="off" data-testid="author-email" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="unit" label={t('unit')} schema={fields.unit}>
            <Input maxLength={100} data-testid="author-unit" />
          </SchemaItem>
        </Col>
      </Row>
    </FormModal>
  );
}
