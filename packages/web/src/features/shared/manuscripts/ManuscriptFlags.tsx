import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import type { ManuscriptRow } from './api.ts';
import { type FlagIcon, type FlagTone, manuscriptFlags, manuscriptPayStatus } from './flags.ts';
import { useManuscriptTexts } from './texts.ts';

const file = 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z';

/** One line icon per flag (annex and supplement 1 and 2 differ; meeting signs 3 and 4 share one). */
const ICONS: Record<FlagIcon, ReactNode> = {
  fund: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 7l3.5 4.5L15.5 7M12 11.5V18M9 13h6M9 16h6" />
    </>
  ),
  annex1: <path d="M21 11l-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />,
  annex2: (
    <>
      <path d={file} />
      <path d="M14 3v6h6M12 12v3M12 18h.01" />
    </>
  ),
  supplement1: (
    <>
      <path d={file} />
      <path d="M14 3v6h6M9 15l2 2 4-4" />
    </>
  ),
  supplement2: (
    <>
      <path d={file} />
      <path d="M14 3v6h6M12 12v6M9 15h6" />
    </>
  ),
  meetingPending: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  meetingDone: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 20a6 6 0 0 0-3-5.2" />
    </>
  ),
  meetingApproved: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  auditPartly: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 18z" />
    </>
  ),
  auditAll: (
    <>
      <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
      <path d="M9 3h6v4H9zM9 14l2 2 4-4" />
    </>
  ),
  auditAgain: (
    <>
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  ignored: (
    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a17 17 0 0 1-2.6 3.2M6.5 6.6C4.2 8.2 3 12 3 12s4 6 9 6a9 9 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  orderIgnored: (
    <>
      <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
      <path d="M9 8h6M9 12h6M3 3l18 18" />
    </>
  ),
  revision: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  rush: <path d="M13 2L3 14h9l-1 8 10-12h-9z" />,
  scheduled: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  science: <path d="M9 3h6M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10" />,
};

const TONES: Record<FlagTone, string> = {
  info: '#1677ff',
  warning: '#d46b08',
  success: '#389e0d',
  danger: '#cf1322',
  plain: 'rgba(0, 0, 0, 0.65)',
};

/** A row's special states as small icons, each explained on hover (SPEC §3 list row, §4). */
export function ManuscriptFlags({ row }: { row: ManuscriptRow }) {
  const pick = usePick();
  const flags = manuscriptFlags(row);
  if (flags.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space size={6} wrap={false} data-testid={`manuscript-flags-${row.id}`}>
      {flags.map((flag) => {
        const label = pick(flag.label);
        return (
          <Tooltip key={flag.key} title={label}>
            <span
              role="img"
              aria-label={label}
              data-testid={`flag-${flag.key}-${row.id}`}
              data-icon={flag.icon}
              style={{ color: TONES[flag.tone], fontSize: 16, display: 'inline-flex', alignItems: 'center' }}
            >
              <Icon>{ICONS[flag.icon]}</Icon>
              {flag.count !== undefined && <sub style={{ fontSize: 11 }}>{flag.count}</sub>}
            </span>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** The manuscript's pay status (manuscript reading) and, when there is one, the acceptance fee asked. */
export function ManuscriptPayCell({ row }: { row: ManuscriptRow }) {
  const t = useManuscriptTexts();
  const pick = usePick();
  const pay = manuscriptPayStatus(row.payStatus);
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={pay.color} data-testid={`manuscript-pay-${row.id}`}>
        {pick(pay.label)}
      </Tag>
      {row.employmentAmount !== null && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('employmentAmount')} <MoneyText fen={row.employmentAmount} />
        </Typography.Text>
      )}
    </Space>
  );
}
