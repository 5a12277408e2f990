import { Flex, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money/money.ts';

/**
 * A figure of the finance home: its money and how many rows it counts, both opening `to` (the list
 * of what it counts), and what else may be done (`extra`, a link of its own).
 */
export function MoneyFigure({
  title,
  fen,
  countText,
  to,
  testId,
  extra,
}: {
  title: string;
  fen: number;
  countText: string;
  to: string;
  testId: string;
  extra?: ReactNode;
}) {
  return (
    <>
      <Statistic
        title={title}
        value={formatMoney(fen)}
        data-testid={testId}
        valueRender={(node) => <Link to={to}>{node}</Link>}
      />
      <Flex gap={8}>
        <Link to={to} data-testid={`${testId}-count`}>
          {countText}
        </Link>
        {extra}
      </Flex>
    </>
  );
}
