import { LANGS, type Lang, pick } from '@jb/contract/i18n';
import {
  isDocumentEvent,
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  type NotificationEventName,
} from '@jb/contract/notificationEvents';
import { Card, Col, Empty, Flex, Row, Segmented, Skeleton, Space, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useLang } from '../../../i18n/useLang.ts';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { usePressScope } from '../../shared/pressScope.tsx';
import { useWordings, type WordingRow, type WordingScope } from './api.ts';
import { SourceTag } from './SourceTag.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';
import { useNotifyTexts } from './texts.ts';

function isEvent(value: string | null): value is NotificationEventName {
  return !!value && (NOTIFICATION_EVENT_NAMES as string[]).includes(value);
}

/**
 * The events with the wording in force in one language at the chosen scope (the press, or one of
 * its journals); choosing one opens its editor. Scope, language and event are kept in the URL.
 */
export function TemplatesTab() {
  const t = useNotifyTexts();
  const uiLang = useLang();
  const canEdit = useCan('editorialReview.notify.edit');
  const [search, setSearch] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || null;
  const lang: Lang = search.get('lang') === 'en-US' ? 'en-US' : 'zh-CN';
  const picked = search.get('event');
  const event: NotificationEventName = isEvent(picked) ? picked : 'submissionReceived';
  const scope: WordingScope = { pressId: usePressScope(), journalId };
  const wordings = useWordings(scope);
  const set = (name: string, value: string | null) =>
    setSearch(
      (s) => {
        if (value) s.set(name, value);
        else s.delete(name);
        return s;
      },
      { replace: true },
    );

  const row = wordings.data?.find((r) => r.event === event);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex gap={16} wrap align="center">
        <span>{t('scope')}</span>
        <JournalPicker
          value={journalId}
          onChange={(id) => set('journalId', id ? String(id) : null)}
          allowNone
          noneLabel={t('pressWide')}
          pressId={scope.pressId}
        />
        <Segmented<Lang>
          value={lang}
          onChange={(value) => set('lang', value === 'zh-CN' ? null : value)}
          options={LANGS.map((value) => ({ value, label: t(`lang.${value}`) }))}
          data-testid="template-lang"
        />
      </Flex>
      {wordings.isPending ? (
        <Skeleton active />
      ) : wordings.isError ? (
        <LoadError onRetry={() => void wordings.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <Card size="small" title={t('event')}>
              <Table<WordingRow>
                size="small"
                rowKey="event"
                pagination={false}
                dataSource={wordings.data}
                rowClassName={(r) => (r.event === event ? 'ant-table-row-selected' : '')}
                onRow={(r) =>
                  ({
                    onClick: () => set('event', r.event),
                    style: { cursor: 'pointer' },
                    'data-testid': `template-event-${r.event}`,
                  }) as HTMLAttributes<HTMLElement>
                }
                columns={[
                  {
                    key: 'event',
                    title: t('event'),
                    render: (_, r) => pick(NOTIFICATION_EVENTS[r.event].label, uiLang),
                  },
                  {
                    key: 'audience',
                    title: '',
                    render: (_, r) =>
                      isDocumentEvent(r.event) ? (
                        <Tag color="gold">{t('documentTag')}</Tag>
                      ) : (
                        <Tag>{t(`audience.${NOTIFICATION_EVENTS[r.event].audience}`)}</Tag>
                      ),
                  },
                  {
                    key: 'source',
                    title: '',
                    render: (_, r) => (
                      <Space size={4}>
                        <SourceTag source={r.wordings[lang].source} />
                        {!r.wordings[lang].enabled && <Tag color="red">{t('disabled')}</Tag>}
                      </Space>
                    ),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            {row ? (
              <TemplateEditor
                // A new event, language, scope or saved version starts the form afresh.
                key={`${event}:${lang}:${journalId}:${row.wordings[lang].version}:${row.wordings[lang].source}`}
                scope={scope}
                target={{ event, lang }}
                wording={row.wordings[lang]}
                canEdit={canEdit}
              />
            ) : (
              <Empty description={t('pickEvent')} />
            )}
          </Col>
        </Row>
      )}
    </Space>
  );
}
