import { Card, Empty } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '../../../i18n/useLang.ts';
import { CardFrame } from '../../shared/editorCards/CardFrame.tsx';
import { type CardInput, previewCard } from './api.ts';
import { useMeansCardTexts } from './texts.ts';

/** How long typing rests before the preview is drawn again. */
const REST_MS = 400;

/**
 * The card beside the form, drawn by the server exactly as /myCard draws it, again a moment after
 * each change; values the server refuses (a field not filled yet) keep the last good preview.
 */
export function CardPreview({ values }: { values: CardInput | null }) {
  const t = useMeansCardTexts();
  const lang = useLang();
  const [html, setHtml] = useState<string | null>(null);
  // The language is part of what is drawn: a switch draws the preview again in it.
  const key = values ? JSON.stringify([values, lang]) : '';

  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      void previewCard((JSON.parse(key) as [CardInput])[0]).then((got) => {
        if (live && got) setHtml(got);
      });
    }, REST_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  return (
    <Card title={t('preview')} styles={{ body: { display: 'flex', justifyContent: 'center' } }}>
      {html ? (
        <CardFrame html={html} title={t('preview')} testId="means-card-preview" />
      ) : (
        <Empty description={t('previewEmpty')} />
      )}
    </Card>
  );
}
