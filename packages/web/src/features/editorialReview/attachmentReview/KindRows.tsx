import { annexKindsBody } from '@jb/contract/schemas/annexAudit';
import { Button, Empty, Flex, Form, Input, InputNumber, Popconfirm, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useAnnexTexts } from './texts.ts';

const kind = annexKindsBody.shape.kinds.element.shape;
/** The contract's limit on a journal's requirements. */
export const MAX_KINDS = 20;

/**
 * The rows of a journal's annex requirements inside the requirements form (`kinds`): each a name
 * (required), whether the author must send it, and a description; added at the end, moved up and
 * down, removed after a confirmation.
 */
export function KindRows() {
  const t = useAnnexTexts();
  const { t: tc } = useTranslation();
  const form = Form.useFormInstance();

  return (
    <Form.List name="kinds">
      {(fields, { add, remove, move }) => (
        <>
          {fields.length === 0 && <Empty description={t('kinds.empty')} data-testid="annex-kinds-none" />}
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap data-testid={`kind-row-${index}`}>
              <Form.Item name={[field.name, 'id']} hidden>
                <InputNumber />
              </Form.Item>
              <Typography.Text type="secondary" style={{ lineHeight: '32px', minWidth: 20 }}>
                {index + 1}.
              </Typography.Text>
              <SchemaItem name={[field.name, 'name']} schema={kind.name} style={{ marginBottom: 12 }}>
                <Input
                  maxLength={30}
                  placeholder={t('kinds.namePlaceholder')}
                  aria-label={t('kinds.name')}
                  style={{ width: 200 }}
                  data-testid={`kind-name-${index}`}
                />
              </SchemaItem>
              <Form.Item name={[field.name, 'required']} valuePropName="checked" style={{ marginBottom: 12 }}>
                <Switch
                  checkedChildren={t('kinds.required')}
                  unCheckedChildren={t('drawer.optional')}
                  data-testid={`kind-required-${index}`}
                />
              </Form.Item>
              <SchemaItem
                name={[field.name, 'description']}
                schema={kind.description}
                style={{ marginBottom: 12, flex: 1, minWidth: 200 }}
              >
                <Input
                  maxLength={200}
                  placeholder={t('kinds.descriptionPlaceholder')}
                  aria-label={t('kinds.description')}
                  data-testid={`kind-description-${index}`}
                />
              </SchemaItem>
              <Button
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                data-testid={`kind-up-${index}`}
              >
                {t('kinds.up')}
              </Button>
              <Button
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
                data-testid={`kind-down-${index}`}
              >
                {t('kinds.down')}
              </Button>
              <Popconfirm
                title={t('kinds.removeTitle', {
                  name: form.getFieldValue(['kinds', field.name, 'name']) || t('kinds.unnamed'),
                })}
                description={t('kinds.removeContent')}
                okText={tc('common.delete')}
                cancelText={tc('common.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'kind-remove-ok' }}
                onConfirm={() => remove(field.name)}
              >
                <Button danger data-testid={`kind-remove-${index}`}>
                  {t('kinds.remove')}
                </Button>
              </Popconfirm>
            </Flex>
          ))}
          <Button
            type="dashed"
            block
            disabled={fields.length >= MAX_KINDS}
            onClick={() => add({ name: '', required: false, description: '' })}
            data-testid="annex-kinds-add"
          >
            {fields.length >= MAX_KINDS ? t('kinds.max', { max: MAX_KINDS }) : t('kinds.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
