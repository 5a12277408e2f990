import { Input } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fenToYuan, yuanToFen } from './money.ts';

interface Props {
  /** Whole fen; NaN while the typed text is not an amount (a zod number rule then refuses it). */
  value?: number | null;
  onChange?: (fen: number | null) => void;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
  style?: CSSProperties;
}

/**
 * Types an amount in yuan (up to two decimals) and hands the form whole fen: the form value is
 * what the wire carries; the text is what the person sees.
 */
export function MoneyInput({ value, onChange, disabled, placeholder, testId, style }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => (typeof value === 'number' && value >= 0 ? fenToYuan(value) : ''));

  // A value set from outside (a reload, a reset) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => {
      if (value === null || value === undefined) return yuanToFen(current) === null ? current : '';
      if (Number.isNaN(value) || yuanToFen(current) === value) return current;
      return fenToYuan(value);
    });
  }, [value]);

  return (
    <Input
      value={text}
      inputMode="decimal"
      suffix={t('common.yuan')}
      style={style}
      disabled={disabled}
      placeholder={placeholder ?? '0.00'}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        onChange?.(next.trim() === '' ? null : (yuanToFen(next) ?? Number.NaN));
      }}
      onBlur={() => {
        const fen = yuanToFen(text);
        if (fen !== null) setText(fenToYuan(fen));
      }}
      data-testid={testId}
    />
  );
}
