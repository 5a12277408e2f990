import { PROOF_ROUNDS, PUBLISHING_FREQUENCY } from '@jb/contract/enums/journal';
import { type JournalRow, NOTICE_LANGS } from '@jb/contract/schemas/journals';
import { Button, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPlatform } from '../../../../app/useSession.ts';
import { usePick } from '../../../../i18n/useLang.ts';
import { formatTime } from '../../../../lib/formatTime.ts';
import { JournalStatusTag } from '../../../shared/journals/JournalStatusTag.tsx';
import { useJournalTexts } from '../../../shared/journals/texts.ts';
import { useSubjects } from '../../../shared/subjects.ts';
import { usePeriodicalTexts } from '../texts.ts';

/** The journal's own fields at a glance, with the edit button when the caller may edit. */
export function BasicTab({ journal, onEdit }: { journal: JournalRow; onEdit: (row: JournalRow) => void }) {
  const t = usePeriodicalTexts();
  const tj = useJournalTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  const subjects = useSubjects();
  const names = new Map((subjects.data ?? []).map((s) => [s.id, s.name]));
  const subjectText = journal.subjectIds.map((id) => names.get(id) ?? `#${id}`).join('、');
  const site = `${window.location.origin}/submit/${journal.code}`;
  const label = (text: { zh: string; en: string } | undefined) => (text ? pick(text) : '-');

  return (
    <>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        bordered
        data-testid="journal-basic"
        items={[
          { key: 'name', label: tj('name'), children: journal.name },
          { key: 'code', label: tj('code'), children: journal.code },
          {
            key: 'site',
            label: t('basic.site'),
            children: (
              <Typography.Link href={site} target="_blank" copyable data-testid="journal-site-link">
                {site}
              </Typography.Link>
            ),
          },
          ...(platform ? [{ key: 'press', label: tj('press'), children: journal.pressName }] : []),
          { key: 'issn', label: tj('issn'), children: journal.issn || '-' },
          { key: 'cn', label: tj('cn'), children: journal.cn || '-' },
          { key: 'sponsor', label: tj('sponsor'), children: journal.sponsor || '-' },
          {
            key: 'frequency',
            label: tj('frequency'),
            children: label(PUBLISHING_FREQUENCY[journal.frequency]),
          },
          { key: 'subjects', label: tj('subjects'), children: subjectText || t('basic.subjectsNone') },
          { key: 'merchant', label: tj('merchant'), children: journal.payeeMerchantName ?? '-' },
          { key: 'proof', label: t('basic.proofRounds'), children: label(PROOF_ROUNDS[journal.proofRounds]) },
          {
            key: 'authorProofreads',
            label: tj('authorProofreads'),
            children: tj(journal.authorProofreads ? 'yes' : 'no'),
          },
          { key: 'doiPrefix', label: tj('doiPrefix'), children: journal.doiPrefix || '-' },
          { key: 'doiPattern', label: tj('doiPattern'), children: journal.doiPattern },
          {
            key: 'pageLimit',
            label: tj('articlePageLimit'),
            children: journal.articlePageLimit > 0 ? journal.articlePageLimit : '-',
          },
          { key: 'noticeLang', label: tj('noticeLang'), children: label(NOTICE_LANGS[journal.noticeLang]) },
          { key: 'status', label: tj('status'), children: <JournalStatusTag status={journal.status} /> },
          { key: 'created', label: t('basic.createdAt'), children: formatTime(journal.createdAt) },
        ]}
      />
      {journal.actions.includes('edit') && (
        <Button style={{ marginTop: 16 }} onClick={() => onEdit(journal)} data-testid="journal-edit">
          {tc('common.edit')}
        </Button>
      )}
    </>
  );
}
