import { groupSaveBody } from '@jb/contract/schemas/groups';
import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useJournalOptions } from '../../shared/options.ts';

const fields = groupSaveBody.shape;

/** A group's name, journal (none: every journal of the press) and description. */
export function GroupFields() {
  const { t } = useTranslation();
  const journals = useJournalOptions();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem name="name" label={t('group.name')} schema={fields.name} required>
            <Input maxLength={40} data-testid="group-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="journalId" label={t('group.journal')} schema={fields.journalId}>
            <Select
              allowClear
              placeholder={t('group.anyJournal')}
              options={journals.data}
              loading={journals.isPending}
              data-testid="group-journal"
            />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="description" label={t('group.description')} schema={fields.description}>
        <Input.TextArea maxLength={200} rows={2} data-testid="group-description" />
      </SchemaItem>
    </>
  );
}
