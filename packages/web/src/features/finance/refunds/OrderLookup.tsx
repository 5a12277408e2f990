import { refundOrders } from '@jb/contract/api/refunds';
import { discountOrderQuery } from '@jb/contract/schemas/discounts';
import { Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/http.ts';
import { showFieldErrors } from '../../../components/form/fieldErrors.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { requiredChoice } from '../../../components/form/zodRule.ts';
import { formatMoney } from '../../../components/money/money.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { errorText } from '../../../lib/errorText.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import type { RefundOrder } from './api.ts';
import { useRefundTexts } from './texts.ts';

/**
 * Finds a manuscript's paid orders by its number and chooses one (paid and refundable shown); the
 * amount starts at what the chosen order may still refund. An unknown number is said under it.
 */
export function OrderLookup({
  orders,
  onFound,
}: {
  orders: RefundOrder[] | null;
  onFound: (orders: RefundOrder[] | null) => void;
}) {
  const t = useRefundTexts();
  const lang = useLang();
  const feeName = useFeeTypeName();
  const form = Form.useFormInstance();
  const [finding, setFinding] = useState(false);

  const choose = (order: RefundOrder | undefined) =>
    form.setFieldsValue({ orderId: order?.id, amountFen: order?.refundableFen });

  const find = async (text: string) => {
    const articleNo = text.trim();
    if (!articleNo) return;
    setFinding(true);
    onFound(null);
    choose(undefined);
    try {
      const found = await api(refundOrders, { query: { articleNo } }, { quiet: true });
      onFound(found);
      if (found.length === 1) choose(found[0]);
    } catch (error) {
      if (!(isApiError(error) && showFieldErrors(form, error.fields, lang)))
        form.setFields([{ name: 'articleNo', errors: [errorText(error)] }]);
    } finally {
      setFinding(false);
    }
  };

  return (
    <>
      <SchemaItem
        name="articleNo"
        label={t('request.articleNo')}
        schema={discountOrderQuery.shape.articleNo}
        required
      >
        <Input.Search
          maxLength={40}
          enterButton={t('request.find')}
          loading={finding}
          onSearch={(value) => void find(value)}
          // Another number: the orders found for the last one no longer apply.
          onChange={() => {
            if (orders === null) return;
            onFound(null);
            choose(undefined);
          }}
          // Enter looks the number up instead of sending the form.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          data-testid="refund-request-articleNo"
        />
      </SchemaItem>
      {orders?.length === 0 && (
        <Typography.Paragraph type="warning" data-testid="refund-request-none">
          {t('request.noOrders')}
        </Typography.Paragraph>
      )}
      <SchemaItem name="orderId" label={t('request.pickOrder')} schema={requiredChoice} required>
        <Select
          disabled={!orders?.length}
          onChange={(id: number) => choose(orders?.find((o) => o.id === id))}
          options={(orders ?? []).map((o) => ({
            value: o.id,
            label: t('request.option', {
              orderNum: o.orderNum,
              fee: feeName(o.feeType),
              paid: formatMoney(o.paidFen),
              refundable: formatMoney(o.refundableFen),
            }),
          }))}
          data-testid="refund-request-order"
        />
      </SchemaItem>
    </>
  );
}
