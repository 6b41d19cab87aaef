import type { SiteServiceEventType } from '@portal/contracts';
import { Badge, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { EventTypeGroup } from './event-type-groups.js';
import { EVENT_TYPE_SETTINGS, type EventTypeSetting } from './event-type-settings.js';

/** A phone's layout: under each heading, a type's name, then its four switches each with its label. */
export function EventTypeList(props: {
  groups: EventTypeGroup[];
  settingSwitch: (type: SiteServiceEventType, setting: EventTypeSetting) => ReactNode;
}) {
  return (
    <Flex vertical gap={16}>
      {props.groups.map((group) => (
        <Flex key={group.key} vertical gap={8}>
          <Typography.Text strong>{group.label}</Typography.Text>
          {group.types.map((type) => (
            <Flex key={type.typeKey} vertical gap={6} style={{ paddingInlineStart: 8 }}>
              <Badge color={type.colour} text={type.name} />
              <Flex wrap gap="6px 16px" style={{ paddingInlineStart: 14 }}>
                {EVENT_TYPE_SETTINGS.map((setting) => (
                  <Flex key={setting.key} align="center" gap={6} style={{ minWidth: 130 }}>
                    {props.settingSwitch(type, setting)}
                    <Typography.Text type="secondary" aria-hidden>
                      {setting.label}
                    </Typography.Text>
                  </Flex>
                ))}
              </Flex>
            </Flex>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}
