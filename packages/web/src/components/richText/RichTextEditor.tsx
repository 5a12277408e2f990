import { Button, Input, Popover, Space, theme } from 'antd';
import { type ClipboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { linkUrl } from './linkUrl.ts';
import { useRichTextTexts } from './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Props {
  /** HTML, as the server stores it (sanitized there). */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A small rich-text editor: bold, italic, lists and links over a contentEditable area. Pasted content
 * arrives as plain text, so only the toolbar's markup enters; the server sanitizes what is saved.
 */
export function RichTextEditor({ value = '', onChange, disabled, testId = 'rich-text' }: Props) {
  const t = useRichTextTexts();
  const { token } = theme.useToken();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const badUrl = url.trim() !== '' && linkUrl(url) === null;

  // Content set from outside (loaded, reloaded) replaces what is shown; typing does not come back here.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const changed = () => onChange?.(area.current?.innerHTML ?? '');
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    changed();
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
    changed();
  };
  const rememberSelection = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    saved.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const insertLink = () => {
    const href = linkUrl(url);
    if (!href) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    // Nothing selected: the address itself becomes the linked text.
    if (!selection || selection.isCollapsed)
      run('insertHTML', `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
    else run('createLink', href);
    setLinkOpen(false);
    setUrl('');
  };

  const tool = (key: string, label: string, icon: ReactNode, action: () => void) => (
    <Button
      key={key}
      size="small"
      title={label}
      aria-label={label}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={action}
      data-testid={`${testId}-${key}`}
    >
      {icon}
    </Button>
  );

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Space wrap size={4} style={{ padding: 6, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {tool('bold', t('bold'), <b>B</b>, () => run('bold'))}
        {tool('italic', t('italic'), <i>I</i>, () => run('italic'))}
        {tool('ul', t('bulleted'), '•≡', () => run('insertUnorderedList'))}
        {tool('ol', t('numbered'), '1.≡', () => run('insertOrderedList'))}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) rememberSelection();
            setLinkOpen(open && !disabled);
          }}
          trigger="click"
          content={
            <Space orientation="vertical" style={{ width: 280 }}>
              <Input
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                onPressEnter={insertLink}
                placeholder={t('url')}
                status={badUrl ? 'error' : undefined}
                autoFocus
                data-testid={`${testId}-url`}
              />
              {badUrl && <span style={{ color: token.colorError }}>{t('badUrl')}</span>}
              <Button type="primary" size="small" onClick={insertLink} disabled={!linkUrl(url)}>
                {t('insert')}
              </Button>
            </Space>
          }
        >
          {tool('link', t('link'), '🔗', () => undefined)}
        </Popover>
        {tool('unlink', t('unlink'), '⛓︎̸', () => run('unlink'))}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a contentEditable region is the editor; a textarea cannot hold markup */}
      <div
        ref={area}
        role="textbox"
        aria-multiline
        aria-label={t('editor')}
        tabIndex={0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        onPaste={onPaste}
        style={{ minHeight: 220, padding: '8px 12px', outline: 'none', overflowWrap: 'anywhere' }}
        data-testid={testId}
      />
    </div>
  );
}
