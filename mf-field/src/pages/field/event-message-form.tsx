import { Button, Card, Form } from 'antd';
import { TextOrPhotosFields } from '../../field/text-or-photos-fields.js';

type NewMessage = { content?: string; photos?: File[] };

/** A message added to an event: a text, photos, or both (as the event's first one). */
export function EventMessageForm({ onAdd }: { onAdd: (content: string, photos: File[]) => Promise<void> }) {
  const [form] = Form.useForm<NewMessage>();
  return (
    <Card size="small" title="Ajouter un message">
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void onAdd((values.content ?? '').trim(), values.photos ?? []).then(() => form.resetFields())
        }
      >
        <TextOrPhotosFields label="Message" rows={3} />
        <Button type="primary" htmlType="submit" block>
          Ajouter
        </Button>
      </Form>
    </Card>
  );
}
