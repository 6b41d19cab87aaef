import { Form, Input } from 'antd';
import { FIELD_PHOTO_EXTENSIONS, fr } from '@portal/contracts';
import { UploadField } from '@portal/kit';

/**
 * The text and photos of an event's message (form fields `content` and `photos`): a photo may say it
 * all, so the text is asked for only without one (as the server checks).
 */
export function TextOrPhotosFields({ label, rows }: { label: string; rows: number }) {
  return (
    <>
      <Form.Item
        name="content"
        label={label}
        dependencies={['photos']}
        rules={[
          ({ getFieldValue }) => ({
            required: ((getFieldValue('photos') as File[] | undefined) ?? []).length === 0,
            whitespace: true,
            message: fr.REQUIRED,
          }),
        ]}
      >
        <Input.TextArea rows={rows} maxLength={4000} />
      </Form.Item>
      <Form.Item name="photos" label="Photos">
        <UploadField formats={FIELD_PHOTO_EXTENSIONS} />
      </Form.Item>
    </>
  );
}
