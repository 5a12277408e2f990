import { authorList } from '@jb/contract/api/authorManagement';
import { authorBlacklistBody } from '@jb/contract/schemas/authorManagement';
import { useQueryClient } from '@tanstack/react-query';
import { Input, Typography } from 'antd';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { type AuthorRow, type BlacklistChange, changeBlacklist, reloadAuthorViews } from './api.ts';
import { useAuthorTexts } from './texts.ts';

/** Which author the reason dialog is open for, and whether to blacklist or lift. */
export interface BlacklistTarget {
  change: BlacklistChange;
  author: Pick<AuthorRow, 'id' | 'version' | 'name' | 'phone'>;
}

/**
 * The reason of a blacklisting or its lifting (required, kept in the author's history), asked after
 * the person confirmed the change; sent at the version on screen.
 */
export function BlacklistModal({ target, onClose }: { target: BlacklistTarget | null; onClose: () => void }) {
  const t = useAuthorTexts();
  const client = useQueryClient();
  const blacklisting = target?.change === 'blacklist';
  const name = target?.author.name ?? '';

  return (
    <FormModal<{ reason: string }>
      open={!!target}
      title={blacklisting ? t('blacklistTitle', { name }) : t('liftTitle', { name })}
      okText={blacklisting ? t('blacklist') : t('lift')}
      initialValues={{ reason: '' }}
      onSubmit={({ reason }) => changeBlacklist(target!.change, target!.author, reason)}
      onSaved={() => void reloadAuthorViews(client)}
      onStale={() => void reloadAuthorViews(client)}
      onClose={onClose}
      list={authorList}
      successText={blacklisting ? t('blacklistDone') : t('liftDone')}
      testId="blacklist-form"
    >
      <Typography.Paragraph type="secondary">
        {blacklisting ? t('blacklistConfirmContent') : t('liftConfirmContent')}
      </Typography.Paragraph>
      <SchemaItem name="reason" label={t('reason')} schema={authorBlacklistBody.shape.reason} required>
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder={t('reasonPlaceholder')}
          data-testid="blacklist-reason"
        />
      </SchemaItem>
    </FormModal>
  );
}
