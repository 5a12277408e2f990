import { Input, Space } from 'antd';

/**
 * A `#rrggbb` colour: the browser's colour picker beside the hex text (lighter than antd's ColorPicker,
 * whose code would otherwise share chunks with the login page).
 */
export function ColorInput({
  value = '#000000',
  onChange,
  disabled,
  testId,
}: {
  value?: string;
  onChange?: (hex: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Space.Compact>
      <input
        type="color"
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        aria-label={value}
        style={{
          width: 40,
          height: 32,
          padding: 2,
          border: '1px solid #d9d9d9',
          borderRadius: '6px 0 0 6px',
        }}
        data-testid={`${testId}-picker`}
      />
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value.trim())}
        maxLength={7}
        disabled={disabled}
        style={{ width: 110 }}
        data-testid={testId}
      />
    </Space.Compact>
  );
}
