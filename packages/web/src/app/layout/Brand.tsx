import { useTranslation } from 'react-i18next';

/** The product mark at the top of the sidebar. */
export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      style={{
        height: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        color: '#fff',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {collapsed ? null : <span>{t('app.shortName')}</span>}
    </div>
  );
}
