import { Button, Card, Form, Input } from 'antd';
import { FIELD_PHOTO_EXTENSIONS, fr } from '@portal/contracts';
import { UploadField } from '@portal/kit';

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
        <Form.Item
          name="content"
          label="Message"
          dependencies={['photos']}
          rules={[
            ({ getFieldValue }) => ({
              required: ((getFieldValue('photos') as File[] | undefined) ?? []).length === 0,
              whitespace: true,
              message: fr.REQUIRED,
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
        <Form.Item name="photos" label="Photos">
          <UploadField formats={FIELD_PHOTO_EXTENSIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Ajouter
        </Button>
      </Form>
    </Card>
  );
}
