import { Spin } from 'antd';

/** The placeholder while a screen's code or data arrives. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }} data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}
