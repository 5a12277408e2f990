import { Button } from 'antd';
import { useState } from 'react';
import { LoadError } from '../components/LoadError.tsx';
import type { SiteJournal } from './api.ts';
import { InvoiceApplyCard } from './InvoiceApplyCard.tsx';
import { InvoiceListCard } from './InvoiceListCard.tsx';
import { useMyInvoices } from './invoiceApi.ts';
import { useAuthorInvoiceTexts } from './invoiceTexts.ts';
import type { AuthorSession } from './session.ts';

/**
 * 我的发票 (`/submit/:journalId/invoices`): the author's invoices with their status and, once issued,
 * the file; 申请发票 opens the request form above the list.
 */
export function InvoicesPage({ journal, session }: { journal: SiteJournal; session: AuthorSession }) {
  const t = useAuthorInvoiceTexts();
  const list = useMyInvoices(journal.id);
  const [applying, setApplying] = useState(false);

  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return (
    <>
      {applying && (
        <InvoiceApplyCard
          journal={journal}
          session={session}
          last={list.data?.[0]}
          onClose={() => setApplying(false)}
        />
      )}
      <InvoiceListCard
        journalId={journal.id}
        rows={list.data ?? []}
        loading={list.isPending}
        extra={
          applying ? null : (
            <Button
              type="primary"
              size="small"
              onClick={() => setApplying(true)}
              data-testid="invoice-apply-open"
            >
              {t('applyOpen')}
            </Button>
          )
        }
      />
    </>
  );
}
