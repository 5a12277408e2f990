import { expertSaveBody } from '@jb/contract/schemas/experts';
import { Col, Divider, Input, Radio, Row } from 'antd';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { SubjectsSelect } from './SubjectsSelect.tsx';
import { useExpertTexts } from './texts.ts';

const fields = expertSaveBody.shape;

/** The expert's fields with the contract's rules: person, expertise, payment details, note. */
export function ExpertFields({ withAccount }: { withAccount: boolean }) {
  const t = useExpertTexts();
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('basic')}
      </Divider>
      <Row gutter={16}>
        {withAccount && (
          <Col xs={24} sm={8}>
            <SchemaItem
              name="account"
              label={t('account')}
              schema={fields.account}
              extra={t('accountHint')}
              required
            >
              <Input maxLength={32} autoComplete="off" data-testid="expert-account" />
            </SchemaItem>
          </Col>
        )}
        <Col xs={24} sm={8}>
          <SchemaItem name="name" label={t('name')} schema={fields.name} required>
            <Input maxLength={30} data-testid="expert-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="phone" label={t('phone')} schema={fields.phone} required>
            <Input inputMode="numeric" maxLength={11} autoComplete="off" data-testid="expert-phone" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="email" label={t('email')} schema={fields.email}>
            <Input inputMode="email" maxLength={100} autoComplete="off" data-testid="expert-email" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="title" label={t('title')} schema={fields.title}>
            <Input maxLength={30} data-testid="expert-title" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={16}>
          <SchemaItem name="affiliation" label={t('affiliation')} schema={fields.affiliation}>
            <Input maxLength={100} data-testid="expert-affiliation" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="status" label={t('status')} schema={fields.status}>
            <Radio.Group
              options={[
                { value: 1, label: t('active') },
                { value: 0, label: t('disabled') },
              ]}
              data-testid="expert-status"
            />
          </SchemaItem>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('expertise')}
      </Divider>
      <SchemaItem name="subjectIds" label={t('subjects')} schema={fields.subjectIds}>
        <SubjectsSelect placeholder={t('subjectsPlaceholder')} maxCount={20} data-testid="expert-subjects" />
      </SchemaItem>
      <SchemaItem name="researchAreas" label={t('researchAreas')} schema={fields.researchAreas}>
        <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2 }} data-testid="expert-research" />
      </SchemaItem>
      <Divider titlePlacement="start" plain>
        {t('bank')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <SchemaItem name="bankName" label={t('bankName')} schema={fields.bankName} extra={t('bankHint')}>
            <Input maxLength={60} data-testid="expert-bank-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="bankAccount" label={t('bankAccount')} schema={fields.bankAccount}>
            <Input inputMode="numeric" maxLength={30} autoComplete="off" data-testid="expert-bank-account" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="accountName" label={t('accountName')} schema={fields.accountName}>
            <Input maxLength={60} data-testid="expert-account-name" />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="note" label={t('note')} schema={fields.note}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2 }} data-testid="expert-note" />
      </SchemaItem>
    </>
  );
}
