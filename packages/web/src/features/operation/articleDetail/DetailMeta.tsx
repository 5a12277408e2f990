import { FUND_LEVEL } from '@jb/contract/enums/journal';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { useDetailTexts } from './texts.ts';

/** What the metadata card reads: the staff detail, or an acquisition editor's (caibian/articleDetail). */
type MetaOf = Pick<
  ManuscriptDetail,
  | 'articleNo'
  | 'status'
  | 'title'
  | 'journalName'
  | 'columnName'
  | 'authorName'
  | 'authorBlacklisted'
  | 'authorPhone'
  | 'authors'
  | 'keywords'
  | 'abstract'
  | 'subjectName'
  | 'natureArticleType'
  | 'foundationFlag'
  | 'fundName'
  | 'fundLevel'
  | 'fundNumber'
  | 'submittedAt'
  | 'reviewProcessVersion'
  | 'productionProcessVersion'
> & {
  /** The staff detail's referring acquisition editor (an acquisition editor's own view leaves it out). */
  referrerName?: string | null;
};

/** The manuscript's metadata: number, status, title, journal, byline, fund, the processes it follows. */
export function DetailMeta({ m }: { m: MetaOf }) {
  const t = useDetailTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const level = m.fundLevel
    ? (FUND_LEVEL[m.fundLevel] ?? { zh: String(m.fundLevel), en: String(m.fundLevel) })
    : null;

  return (
    <Card title={t('basic')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="detail-meta">
        <Descriptions.Item label={tm('articleNo')}>{m.articleNo}</Descriptions.Item>
        <Descriptions.Item label={tm('status')}>
          <ManuscriptStatusTag status={m.status} testId="detail-status" />
        </Descriptions.Item>
        <Descriptions.Item label={tm('title')} span={2}>
          {m.title}
        </Descriptions.Item>
        <Descriptions.Item label={tm('journal')}>{m.journalName}</Descriptions.Item>
        <Descriptions.Item label={tm('column')}>{m.columnName}</Descriptions.Item>
        <Descriptions.Item label={tm('author')}>
          <Space size={4}>
            {m.authorName}
            {m.authorBlacklisted && <Tag color="red">{tm('blacklisted')}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={tm('authorPhone')}>{m.authorPhone}</Descriptions.Item>
        <Descriptions.Item label={t('byline')} span={2}>
          {m.authors.length === 0
            ? m.authorName
            : m.authors.map((a) => (
                <span key={`${a.name}|${a.affiliation}|${a.email}`} style={{ marginInlineEnd: 12 }}>
                  {a.name}
                  {a.affiliation && (
                    <Typography.Text type="secondary">
                      {t('affiliation', { name: a.affiliation })}
                    </Typography.Text>
                  )}
                  {a.corresponding && <Tag style={{ marginInlineStart: 4 }}>{t('corresponding')}</Tag>}
                </span>
              ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('keywords')} span={2}>
          {m.keywords || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('abstract')} span={2}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {m.abstract || '-'}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('subject')}>{m.subjectName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('nature')}>
          {m.natureArticleType === 0 ? t('natures.science') : t('natures.other')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fund')}>
          {m.foundationFlag ? m.fundName || '-' : t('noFund')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fundLevel')}>{level ? pick(level) : '-'}</Descriptions.Item>
        {m.foundationFlag ? (
          <Descriptions.Item label={t('fundNumber')}>{m.fundNumber || '-'}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={tm('submittedAt')}>{formatTime(m.submittedAt)}</Descriptions.Item>
        {m.referrerName !== undefined && (
          <Descriptions.Item label={t('referrer')}>
            <span data-testid="detail-referrer">{m.referrerName ?? '-'}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('reviewProcess')}>
          {t('version', { version: m.reviewProcessVersion })}
        </Descriptions.Item>
        <Descriptions.Item label={t('productionProcess')}>
          {t('version', { version: m.productionProcessVersion })}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
