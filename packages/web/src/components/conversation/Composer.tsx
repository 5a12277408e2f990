import { fileRules } from '@jb/contract/fileRules';
import { fieldMessage } from '@jb/contract/messages';
import { MESSAGE_MAX_CHARS } from '@jb/contract/schemas/conversation';
import { Button, Input, Tag } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { toast } from '../../api/notify.ts';
import { acceptOf, fileProblem } from '../../authorSite/rules.ts';
import { PaperclipIcon } from './MessageList.tsx';
import { useConversationTexts } from './texts.ts';

const RULES = fileRules('message', { allowedTypes: [], maxFileMb: 0 });

/**
 * Writes a message: Enter starts a new line, Ctrl+Enter (⌘+Enter) sends; one optional attachment,
 * checked here by type and size before it is uploaded (the server has the final word).
 */
export function Composer({
  onSend,
  onUpload,
}: {
  onSend: (body: string, fileId: number | null) => Promise<unknown>;
  onUpload: (file: File) => Promise<{ id: number; name: string }>;
}) {
  const t = useConversationTexts();
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ id: number; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || sending || uploading || text.length > MESSAGE_MAX_CHARS) return;
    setSending(true);
    try {
      await onSend(text, file?.id ?? null);
      setText('');
      setFile(null);
    } catch {
      // The client has shown the server's message; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = fileProblem(chosen, RULES);
    if (problem) {
      toast('error', fieldMessage(problem));
      return;
    }
    setUploading(true);
    try {
      setFile(await onUpload(chosen));
    } catch {
      // The client has said why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="conversation-composer">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={MESSAGE_MAX_CHARS}
        data-testid="conversation-input"
      />
      <div className="conversation-composer-actions">
        <span>
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptOf(RULES)}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="conversation-file-input"
          />
          {file ? (
            <Tag closable onClose={() => setFile(null)} data-testid="conversation-attachment">
              {file.name}
            </Tag>
          ) : (
            <Button
              size="small"
              icon={<PaperclipIcon />}
              loading={uploading}
              onClick={() => input.current?.click()}
              data-testid="conversation-attach"
            >
              {uploading ? t('uploading') : t('attach')}
            </Button>
          )}
        </span>
        <span>
          <span style={{ marginInlineEnd: 8, color: 'rgba(0,0,0,0.45)' }}>
            {t('count', { n: text.length, max: MESSAGE_MAX_CHARS })}
          </span>
          <Button
            type="primary"
            loading={sending}
            disabled={blank || uploading}
            onClick={() => void send()}
            data-testid="conversation-send"
          >
            {t('send')}
          </Button>
        </span>
      </div>
    </div>
  );
}
