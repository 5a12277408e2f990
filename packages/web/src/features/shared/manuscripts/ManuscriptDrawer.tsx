import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { detailPath } from './api.ts';

/**
 * One manuscript beside a work list: a drawer titled with its number and title (`fallbackTitle`
 * while it loads) and, for those who may, a link to its full detail page.
 */
export function ManuscriptDrawer({
  open,
  onClose,
  m,
  fallbackTitle,
  openFullLabel,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  m: { id: number; articleNo: string; title: string } | undefined;
  fallbackTitle: string;
  openFullLabel: string;
  /** The drawer's test id; the full-detail link's is `<testId without -drawer>-open-full`. */
  testId: string;
  children: ReactNode;
}) {
  const canOpenFull = useCan('operation.articleDetail');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(920px, 100vw)"
      title={m ? `${m.articleNo} ${m.title}` : fallbackTitle}
      destroyOnHidden
      data-testid={testId}
      extra={
        m && canOpenFull ? (
          <Link to={detailPath(m.id)} data-testid={`${testId.replace(/-drawer$/, '')}-open-full`}>
            {openFullLabel}
          </Link>
        ) : null
      }
    >
      {children}
    </Drawer>
  );
}
