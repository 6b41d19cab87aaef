import { Space, Tag, Typography } from 'antd';
import { localDateOf, localTimeOf, toFrenchDateText, type FieldEvent } from '@portal/contracts';
import { EventPhotos, type PhotoPath } from './event-photos.js';

/**
 * An event in a list: its type, when, what the list adds (`detail`: its site, or its service and
 * author), then its lines' text and photos (a start or a pause says nothing more than its tag: no
 * empty line under it). `photoPath`: where its photos are read, when not through the agency's call.
 */
export function EventSummary({
  event,
  detail,
  photoPath,
}: {
  event: FieldEvent;
  detail: string;
  photoPath?: PhotoPath;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={event.colour}>{event.typeName}</Tag>
        <Typography.Text type="secondary">
          {toFrenchDateText(localDateOf(event.createdAt))} {localTimeOf(event.createdAt)}
          {detail ? ` · ${detail}` : ''}
        </Typography.Text>
      </Space>
      {event.messages
        .filter((line) => line.content || line.attachmentIds.length > 0)
        .map((line) => (
          <Space key={line.id} direction="vertical" size={4}>
            {line.content ? <Typography.Text>{line.content}</Typography.Text> : null}
            <EventPhotos ids={line.attachmentIds} photoPath={photoPath} />
          </Space>
        ))}
    </Space>
  );
}
