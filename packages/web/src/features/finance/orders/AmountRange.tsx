import { Button, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { useOrderTexts } from './texts.ts';

/** The URL parameters of the amount range, in whole fen (the list call's own names). */
const MIN = 'minFen';
const MAX = 'maxFen';

const fenOf = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  return Number(text);
};

/**
 * The order list's amount range, kept in the URL beside the list's filters (minFen, maxFen) and
 * sent with the list and its export. People type yuan; a range that ends below its start is refused
 * here, as the server would refuse it.
 */
export function useAmountRange(): Record<string, string> {
  const [search] = useScreenSearchParams();
  const min = fenOf(search.get(MIN));
  const max = fenOf(search.get(MAX));
  return {
    ...(min === null ? {} : { [MIN]: String(min) }),
    ...(max === null ? {} : { [MAX]: String(max) }),
  };
}

export function AmountRange() {
  const t = useOrderTexts();
  const [search, setSearch] = useScreenSearchParams();
  const applied = { min: fenOf(search.get(MIN)), max: fenOf(search.get(MAX)) };
  const [min, setMin] = useState<number | null>(applied.min);
  const [max, setMax] = useState<number | null>(applied.max);
  // Back and forward change the URL: the inputs follow it.
  useEffect(() => setMin(applied.min), [applied.min]);
  useEffect(() => setMax(applied.max), [applied.max]);

  const invalid = Number.isNaN(min) || Number.isNaN(max);
  const reversed = min !== null && max !== null && !invalid && min > max;

  const apply = (next: { min: number | null; max: number | null }) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of [
        [MIN, next.min],
        [MAX, next.max],
      ] as const)
        if (value === null) params.delete(name);
        else params.set(name, String(value));
      // A new range starts from the first page.
      params.delete('page');
      return params;
    });

  return (
    <Space wrap size={4} data-testid="amount-range">
      <Typography.Text>{t('amountRange')}</Typography.Text>
      <MoneyInput
        value={min}
        onChange={setMin}
        placeholder={t('minYuan')}
        testId="filter-minYuan"
        style={{ width: 140 }}
      />
      <Typography.Text type="secondary">{t('to')}</Typography.Text>
      <MoneyInput
        value={max}
        onChange={setMax}
        placeholder={t('maxYuan')}
        testId="filter-maxYuan"
        style={{ width: 140 }}
      />
      <Button disabled={invalid || reversed} onClick={() => apply({ min, max })} data-testid="amount-apply">
        {t('applyAmount')}
      </Button>
      {(applied.min !== null || applied.max !== null) && (
        <Button type="link" onClick={() => apply({ min: null, max: null })} data-testid="amount-clear">
          {t('clearAmount')}
        </Button>
      )}
      {reversed && (
        <Typography.Text type="danger" data-testid="amount-error">
          {t('amountOrder')}
        </Typography.Text>
      )}
    </Space>
  );
}
