import { Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard.ts';

export interface IssuedPassword {
  account: string;
  password: string;
  /** Where the SMS went, when known. */
  phone?: string;
}

/**
 * The initial password of a new account, shown this once (the server keeps only its hash) with a
 * copy button; it was also sent to the person's phone by SMS.
 */
export function SecretResultModal({
  issued,
  onClose,
}: {
  issued: IssuedPassword | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!issued}
      title={t('secret.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="secret-close">
          {t('secret.done')}
        </Button>
      }
      data-testid="secret-modal"
    >
      {issued && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'account', label: t('secret.account'), children: issued.account },
              {
                key: 'password',
                label: t('secret.password'),
                children: (
                  <Typography.Text strong code data-testid="secret-password">
                    {issued.password}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {issued.phone ? t('secret.smsTo', { phone: issued.phone }) : t('secret.sms')} {t('secret.once')}
          </Typography.Paragraph>
          <Button onClick={() => void copyText(issued.password)} data-testid="secret-copy">
            {t('secret.copy')}
          </Button>
        </>
      )}
    </Modal>
  );
}
