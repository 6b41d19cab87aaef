import { Space, Typography } from 'antd';
import type { FieldEvent } from '@portal/contracts';
import { EventPhotos } from './event-photos.js';

/** An event's lines in a list: their text and photos (a start or a pause says nothing more than its tag: no empty line). */
export function EventLines({ event }: { event: FieldEvent }) {
  return (
    <>
      {event.messages
        .filter((line) => line.content || line.attachmentIds.length > 0)
        .map((line) => (
          <Space key={line.id} direction="vertical" size={4}>
            {line.content ? <Typography.Text>{line.content}</Typography.Text> : null}
            <EventPhotos ids={line.attachmentIds} />
          </Space>
        ))}
    </>
  );
}
