import { Descriptions, Typography } from 'antd';
import { formatTime } from '../../../lib/formatTime.ts';
import { AuthorDrawerFrame } from '../../operation/authorManagement/AuthorDrawerFrame.tsx';
import { useAuthorTexts } from '../../operation/authorManagement/texts.ts';
import { caibianDetailPath, useMyAuthorDetail } from '../portal/api.ts';
import { usePortalTexts } from '../portal/texts.ts';

/** One of the editor's authors: who they are, the editor's manuscripts of theirs and those orders. */
export function MyAuthorDrawer({ authorId, onClose }: { authorId: number | null; onClose: () => void }) {
  const t = usePortalTexts();
  const ta = useAuthorTexts();
  const detail = useMyAuthorDetail(authorId);
  return (
    <AuthorDrawerFrame
      open={authorId !== null}
      onClose={onClose}
      detail={detail}
      title={(a) => (a ? t('authorTitle', { name: a.name }) : t('detail'))}
      testId="my-author-detail"
      details={(a) => (
        <>
          <Descriptions.Item label={ta('name')}>{a.name}</Descriptions.Item>
          <Descriptions.Item label={ta('phone')}>{a.phone}</Descriptions.Item>
          <Descriptions.Item label={ta('email')}>{a.email || '-'}</Descriptions.Item>
          <Descriptions.Item label={ta('unit')}>{a.unit || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('registeredByMe')}>
            {a.registeredByMe ? t('registeredMine') : t('referredMine')}
          </Descriptions.Item>
          <Descriptions.Item label={ta('createdAt')}>{formatTime(a.createdAt)}</Descriptions.Item>
        </>
      )}
      above={<Typography.Text type="secondary">{t('manuscriptsHint')}</Typography.Text>}
      manuscriptsTitle={(a) => `${ta('manuscripts')} (${a.manuscripts.length})`}
      openPath={caibianDetailPath}
    />
  );
}
