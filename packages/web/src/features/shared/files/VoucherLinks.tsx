import { staffDownload } from '@jb/contract/api/files';
import { Space, Typography } from 'antd';
import { download } from '../../../api/http.ts';
import { FileActions } from './FileActions.tsx';

type Voucher = { id: number; name: string };

/** Payment vouchers by name, each to view in a tab or download (a dash without any). */
export function VoucherLinks({ vouchers, testId }: { vouchers: readonly Voucher[]; testId: string }) {
  if (vouchers.length === 0) return <span>-</span>;
  return (
    <Space orientation="vertical" size={0} data-testid={testId}>
      {vouchers.map((v) => (
        <Space key={v.id} size={4} wrap>
          <Typography.Text>{v.name}</Typography.Text>
          <FileActions
            name={v.name}
            // A voucher is a PDF or a picture (contract fileRules): the browser shows it.
            viewable
            fetchFile={() => download(staffDownload, { query: { id: v.id } })}
            viewTestId={`${testId}-view-${v.id}`}
            downloadTestId={`${testId}-download-${v.id}`}
          />
        </Space>
      ))}
    </Space>
  );
}
