import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CutText } from '../../../components/CutText.tsx';

/** What a row about an order (a discount, a refund) says of the order's manuscript, author, journal. */
interface OrderContextRow {
  manuscript: { articleNo: string; title: string };
  authorName: string;
  journalName: string;
  order: { feeType: number };
}

type Title = 'manuscript' | 'author' | 'journal' | 'feeType';

/** The manuscript (number over its cut title), author, journal and fee type columns of such a row. */
export function orderContextColumns<R extends OrderContextRow>(
  title: (key: Title) => string,
  feeName: (feeType: number) => string,
): ColumnsType<R> {
  return [
    {
      key: 'manuscript',
      title: title('manuscript'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.manuscript.articleNo}</span>
          <Typography.Text type="secondary">
            <CutText text={r.manuscript.title} />
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'authorName', title: title('author'), dataIndex: 'authorName' },
    { key: 'journalName', title: title('journal'), dataIndex: 'journalName' },
    { key: 'feeType', title: title('feeType'), render: (_, r) => feeName(r.order.feeType) },
  ];
}
