import { Card, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { CountCards } from './CountCards.tsx';
import { useHomeSummary } from './useHomeSummary.ts';
import { WhoCard } from './WhoCard.tsx';

/** A home screen: who I am and the counts that matter to me, then the home's own card (`children`). */
export function HomeLayout({ children }: { children: ReactNode }) {
  const summary = useHomeSummary();

  if (summary.isPending) {
    return (
      <Flex vertical gap={16} data-testid="welcome-loading">
        <Card>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 1 }} />
        </Card>
      </Flex>
    );
  }
  if (summary.isError)
    return <LoadError onRetry={() => void summary.refetch()} detail={summary.error.message} />;

  return (
    <Flex vertical gap={16} data-testid="welcome">
      <WhoCard summary={summary.data} />
      <CountCards counts={summary.data.counts} unread={summary.data.unread} />
      {children}
    </Flex>
  );
}
