import { pick } from '@jb/contract/i18n';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_VARIABLES,
  type NotificationEventName,
} from '@jb/contract/notificationEvents';
import { Flex, Tag, Tooltip } from 'antd';
import { useLang } from '../../../i18n/useLang.ts';

/** The variables an event offers, as chips; a click inserts `{{ name }}` where the cursor was. */
export function VariableChips({
  event,
  onInsert,
  disabled,
}: {
  event: NotificationEventName;
  onInsert: (text: string) => void;
  disabled?: boolean;
}) {
  const lang = useLang();
  return (
    <Flex gap={6} wrap>
      {NOTIFICATION_EVENTS[event].variables.map((name) => (
        <Tooltip key={name} title={pick(NOTIFICATION_VARIABLES[name], lang)}>
          <Tag
            color="geekblue"
            style={{ cursor: disabled ? 'not-allowed' : 'pointer', userSelect: 'none' }}
            // Keeps the focus (and the cursor) in the field being edited.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => !disabled && onInsert(`{{ ${name} }}`)}
            data-testid={`variable-${name}`}
          >
            {`{{ ${name} }}`} {pick(NOTIFICATION_VARIABLES[name], lang)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
