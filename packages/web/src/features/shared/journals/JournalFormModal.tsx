import { journalList } from '@jb/contract/api/journals';
import { DEFAULT_DOI_PATTERN } from '@jb/contract/doi';
import { PUBLISHING_FREQUENCY } from '@jb/contract/enums/journal';
import { type JournalRow, JournalStatus, journalSaveBody, NOTICE_LANGS } from '@jb/contract/schemas/journals';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPlatform } from '../../../app/useSession.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { requiredChoice } from '../../../components/form/zodRule.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { usePressOptions } from '../options.ts';
import { useSubjects } from '../subjects.ts';
import { type SubjectTree, subjectTree } from '../subjectTree.ts';
import { type JournalValues, saveJournal, useMerchantChoices } from './api.ts';
import { useJournalTexts } from './texts.ts';

const fields = journalSaveBody.shape;

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const treeOptions = (nodes: SubjectTree[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children) }));

/** The journal's fields; the merchants offered are those of the journal's press. */
function JournalFields({ row, lockRegistered }: { row: JournalRow | null; lockRegistered: boolean }) {
  const t = useJournalTexts();
  const pick = usePick();
  const platform = useIsPlatform();
  const chosenPress = Form.useWatch<number | undefined>('pressId');
  const pressId = row?.pressId ?? chosenPress;
  const presses = usePressOptions(platform && !row);
  const merchants = useMerchantChoices(pressId, !platform || !!pressId);
  const subjects = useSubjects();
  const subjectOptions = useMemo(() => treeOptions(subjectTree(subjects.data ?? [])), [subjects.data]);
  const frequencies = Object.entries(PUBLISHING_FREQUENCY).map(([value, label]) => ({
    value: Number(value),
    label: pick(label),
  }));
  const locked = lockRegistered && row?.status === JournalStatus.OPEN;
  const noticeLangs = Object.entries(NOTICE_LANGS).map(([value, label]) => ({ value, label: pick(label) }));

  return (
    <>
      {platform && !row && (
        <SchemaItem name="pressId" label={t('press')} schema={requiredChoice} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={presses.data}
            loading={presses.isPending}
            data-testid="journal-press"
          />
        </SchemaItem>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <SchemaItem name="name" label={t('name')} schema={fields.name} required>
            <Input maxLength={60} data-testid="journal-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={10}>
          <SchemaItem name="frequency" label={t('frequency')} schema={fields.frequency} required>
            <Select options={frequencies} disabled={locked} data-testid="journal-frequency" />
          </SchemaItem>
        </Col>
        <Col xs={24}>
          <SchemaItem name="code" label={t('code')} schema={fields.code} extra={t('codeHint')} required>
            <Input maxLength={32} placeholder="jsjkxyyy" data-testid="journal-code" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem
            name="issn"
            label={t('issn')}
            schema={fields.issn}
            extra={locked ? t('registeredLocked') : undefined}
          >
            <Input maxLength={9} placeholder="1234-567X" disabled={locked} data-testid="journal-issn" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="cn" label={t('cn')} schema={fields.cn}>
            <Input maxLength={20} placeholder="11-1234/TP" disabled={locked} data-testid="journal-cn" />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="sponsor" label={t('sponsor')} schema={fields.sponsor}>
        <Input maxLength={100} data-testid="journal-sponsor" />
      </SchemaItem>
      <SchemaItem name="subjectIds" label={t('subjects')} schema={fields.subjectIds}>
        <TreeSelect
          multiple
          allowClear
          treeData={subjectOptions}
          loading={subjects.isPending}
          showSearch={{ treeNodeFilterProp: 'title' }}
          maxCount={20}
          data-testid="journal-subjects"
        />
      </SchemaItem>
      <SchemaItem name="payeeMerchantId" label={t('merchant')} schema={fields.payeeMerchantId}>
        <Select
          allowClear
          placeholder={platform && !pressId ? t('pickPress') : t('noMerchant')}
          options={merchants.data}
          loading={merchants.isFetching}
          data-testid="journal-merchant"
        />
      </SchemaItem>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <SchemaItem
            name="doiPrefix"
            label={t('doiPrefix')}
            schema={fields.doiPrefix}
            extra={t('doiPrefixHint')}
          >
            <Input maxLength={16} placeholder="10.13300" data-testid="journal-doi-prefix" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={10}>
          <SchemaItem
            name="doiPattern"
            label={t('doiPattern')}
            schema={fields.doiPattern}
            extra={t('doiPatternHint')}
          >
            <Input maxLength={100} placeholder={DEFAULT_DOI_PATTERN} data-testid="journal-doi-pattern" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={6}>
          <SchemaItem
            name="articlePageLimit"
            label={t('articlePageLimit')}
            schema={fields.articlePageLimit}
            extra={t('articlePageLimitHint')}
          >
            <InputNumber
              min={0}
              max={999}
              precision={0}
              style={{ width: '100%' }}
              data-testid="journal-page-limit"
            />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem
        name="noticeLang"
        label={t('noticeLang')}
        schema={fields.noticeLang}
        extra={t('noticeLangHint')}
      >
        <Select options={noticeLangs} data-testid="journal-notice-lang" />
      </SchemaItem>
    </>
  );
}

/**
 * Adds or edits a journal. `lockRegistered` (the press's own journal settings) keeps what an open
 * journal was registered with (ISSN, CN number, frequency) as it is.
 */
export function JournalFormModal({
  target,
  onClose,
  lockRegistered = false,
}: {
  target: EditorTarget<JournalRow>;
  onClose: () => void;
  lockRegistered?: boolean;
}) {
  const t = useJournalTexts();
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const refreshDetail = () => void client.invalidateQueries({ queryKey: ['journal'] });
  const row = target?.mode === 'edit' ? target.row : null;
  const initial: Partial<JournalValues> = row
    ? {
        code: row.code,
        name: row.name,
        issn: row.issn ?? '',
        cn: row.cn ?? '',
        sponsor: row.sponsor,
        frequency: row.frequency,
        subjectIds: row.subjectIds,
        payeeMerchantId: row.payeeMerchantId,
        noticeLang: row.noticeLang,
        doiPrefix: row.doiPrefix,
        doiPattern: row.doiPattern,
        articlePageLimit: row.articlePageLimit,
      }
    : {
        code: '',
        name: '',
        issn: '',
        cn: '',
        sponsor: '',
        frequency: 5,
        subjectIds: [],
        payeeMerchantId: null,
        noticeLang: 'zh-CN',
        doiPrefix: '',
        doiPattern: DEFAULT_DOI_PATTERN,
        articlePageLimit: 0,
      };

  return (
    <FormModal<JournalValues>
      open={!!target}
      title={row ? t('editTitle') : t('addTitle')}
      initialValues={initial}
      onSubmit={(values) => saveJournal(values, row ?? undefined)}
      onSaved={refreshDetail}
      onStale={refreshDetail}
      onClose={onClose}
      list={journalList}
      successText={row ? tc('common.saved') : t('created')}
      width={640}
      testId="journal-form"
    >
      <JournalFields row={row} lockRegistered={lockRegistered} />
    </FormModal>
  );
}
