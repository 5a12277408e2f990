import { operatorSaveBody } from '@jb/contract/schemas/operators';
import { Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from './SchemaItem.tsx';

const fields = operatorSaveBody.shape;

/** Account (only when adding: it never changes), name, phone and e-mail of a person, with the contract's rules. */
export function PersonFields({ withAccount }: { withAccount: boolean }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {withAccount && (
        <Col xs={24} sm={8}>
          <SchemaItem name="account" label={t('person.account')} schema={fields.account} required>
            <Input maxLength={32} autoComplete="off" data-testid="person-account" />
          </SchemaItem>
        </Col>
      )}
      <Col xs={24} sm={withAccount ? 8 : 12}>
        <SchemaItem name="name" label={t('person.name')} schema={fields.name} required>
          <Input maxLength={30} data-testid="person-name" />
        </SchemaItem>
      </Col>
      <Col xs={24} sm={withAccount ? 8 : 12}>
        <SchemaItem name="phone" label={t('person.phone')} schema={fields.phone} required>
          <Input inputMode="numeric" maxLength={11} data-testid="person-phone" />
        </SchemaItem>
      </Col>
      <Col xs={24} sm={withAccount ? 16 : 24}>
        <SchemaItem
          name="email"
          label={t('person.email')}
          schema={fields.email}
          extra={t('person.emailHint')}
        >
          <Input inputMode="email" maxLength={100} autoComplete="off" data-testid="person-email" />
        </SchemaItem>
      </Col>
    </Row>
  );
}
