import { Button, Space, Typography } from 'antd';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { featureTexts } from '../../i18n/featureTexts.ts';
import { IMAGE_TYPES, imageProblem, readDataUrl } from './imageFile.ts';

const useTexts = featureTexts(
  'imageInput',
  { choose: '选择图片', clear: '清除', type: '只能使用 PNG、JPEG 或 SVG 图片', size: '图片不能超过 200 KB' },
  {
    choose: 'Choose image',
    clear: 'Clear',
    type: 'Use a PNG, JPEG or SVG image',
    size: 'The image must be 200 KB or less',
  },
);

/** An image kept in the form as a `data:` URL (PNG, JPEG or SVG, at most 200 KB), with its preview. */
export function ImageDataUrlInput({
  value,
  onChange,
  disabled,
  testId,
}: {
  value?: string;
  onChange?: (dataUrl: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  const t = useTexts();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const why = imageProblem(file);
    setProblem(why);
    if (!why) onChange?.(await readDataUrl(file));
  };

  return (
    <Space orientation="vertical">
      {value && (
        <img
          src={value}
          alt=""
          style={{ maxHeight: 64, maxWidth: 240, objectFit: 'contain' }}
          data-testid={`${testId}-preview`}
        />
      )}
      <Space>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          style={{ display: 'none' }}
          onChange={(e) => void onFile(e)}
          data-testid={`${testId}-file`}
        />
        <Button disabled={disabled} onClick={() => input.current?.click()}>
          {t('choose')}
        </Button>
        {value && (
          <Button disabled={disabled} onClick={() => onChange?.('')}>
            {t('clear')}
          </Button>
        )}
      </Space>
      {problem && <Typography.Text type="danger">{t(problem)}</Typography.Text>}
    </Space>
  );
}
