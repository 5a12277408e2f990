import { discountOrderQuery } from '@jb/contract/schemas/discounts';
import { Button, Form, Input, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { showFieldErrors } from '../../../components/form/fieldErrors.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useLang } from '../../../i18n/useLang.ts';
import { errorText } from '../../../lib/errorText.ts';
import { type DiscountOrderOption, findDiscountOrders } from './api.ts';
import { useDiscountTexts } from './texts.ts';

/** The order to choose after a lookup: the one asked for, else the only one open to a discount. */
function chosenAfterLookup(orders: DiscountOrderOption[], wanted: number | undefined): number | undefined {
  const open = orders.filter((o) => !o.underReview);
  if (wanted !== undefined && open.some((o) => o.id === wanted)) return wanted;
  return open.length === 1 ? open[0]!.id : undefined;
}

/**
 * The manuscript number and its lookup: the unpaid orders found go to `onOrders` (null while the
 * number typed has not been looked up). Opened for an order (`presetOrderId`, its manuscript's
 * number already in the form), the lookup runs at once and chooses that order.
 */
export function OrderLookup({
  onOrders,
  presetOrderId,
}: {
  onOrders: (orders: DiscountOrderOption[] | null) => void;
  presetOrderId?: number;
}) {
  const t = useDiscountTexts();
  const lang = useLang();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);

  const lookup = useCallback(async () => {
    const articleNo = await form
      .validateFields(['articleNo'])
      .then((v: { articleNo: string }) => v.articleNo.trim())
      .catch(() => null);
    if (articleNo === null) return;
    setBusy(true);
    try {
      const orders = await findDiscountOrders(articleNo);
      onOrders(orders);
      form.setFieldValue('orderId', chosenAfterLookup(orders, presetOrderId));
    } catch (error) {
      onOrders(null);
      if (!(isApiError(error) && showFieldErrors(form, error.fields, lang)))
        form.setFields([{ name: 'articleNo', errors: [errorText(error)] }]);
    } finally {
      setBusy(false);
    }
  }, [form, lang, onOrders, presetOrderId]);

  const presetLooked = useRef(false);
  useEffect(() => {
    if (presetOrderId === undefined || presetLooked.current) return;
    presetLooked.current = true;
    void lookup();
  }, [presetOrderId, lookup]);

  return (
    <Form.Item label={t('form.articleNo')} required>
      <Space.Compact style={{ width: '100%' }}>
        <SchemaItem name="articleNo" schema={discountOrderQuery.shape.articleNo} noStyle>
          <Input
            maxLength={40}
            onChange={() => {
              onOrders(null);
              form.setFieldValue('orderId', undefined);
            }}
            onPressEnter={(e) => {
              e.preventDefault();
              void lookup();
            }}
            data-testid="discount-apply-articleNo"
          />
        </SchemaItem>
        <Button loading={busy} onClick={() => void lookup()} data-testid="discount-apply-lookup">
          {t('form.lookup')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
