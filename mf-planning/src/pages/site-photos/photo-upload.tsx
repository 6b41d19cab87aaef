import { SITE_PHOTO_EXTENSIONS } from '@portal/contracts';
import { SitePicker, UploadField, applyFieldErrors } from '@portal/kit';
import { App, Button, Card, Form } from 'antd';
import { useState } from 'react';
import { uploadPhoto } from './photo-calls.js';

type UploadValues = { siteId?: string; files: File[] };

/** Adds images (jpg, png, webp; 25 Mo in all) to a site's library. */
export function PhotoUpload(props: { agencyId: string; onUploaded: () => Promise<void> }) {
  const [form] = Form.useForm<UploadValues>();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);

  async function send(values: UploadValues) {
    if (!values.siteId) return;
    setSending(true);
    try {
      for (const file of values.files) await uploadPhoto(props.agencyId, values.siteId, file);
      form.setFieldValue('files', []);
      void message.success(values.files.length > 1 ? 'Les photos ont été ajoutées' : 'La photo a été ajoutée');
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSending(false);
      await props.onUploaded();
    }
  }

  return (
    <Card size="small" title="Ajouter des photos" style={{ marginBottom: 16 }}>
      <Form<UploadValues> form={form} layout="vertical" initialValues={{ files: [] }} onFinish={(v) => void send(v)}>
        <Form.Item name="siteId" label="Site" rules={[{ required: true, message: 'Obligatoire' }]}>
          <SitePicker />
        </Form.Item>
        <Form.Item
          name="files"
          label="Photos"
          rules={[{ required: true, type: 'array', min: 1, message: 'Obligatoire' }]}
        >
          <UploadField formats={SITE_PHOTO_EXTENSIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Envoyer
        </Button>
      </Form>
    </Card>
  );
}
