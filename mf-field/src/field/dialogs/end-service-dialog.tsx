import { Alert, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { FIELD_PHOTO_EXTENSIONS, fr } from '@portal/contracts';
import { UploadField } from '@portal/kit';
import type { LocalService } from '../local-services.js';
import { endDialogReasons, type EndOfService } from './end-dialog-reasons.js';
import { SignaturePad } from './signature-pad.js';

/** The end dialog: end information and, when the site asks for it, the report signed on screen. */
export function EndServiceDialog(props: {
  service: LocalService;
  open: boolean;
  onCancel: () => void;
  onEnd: (end: EndOfService) => void;
}) {
  const [comment, setComment] = useState('');
  const [agentSignature, setAgentSignature] = useState<string | null>(null);
  const [customerName, setCustomerName] = useState('');
  const [customerSignature, setCustomerSignature] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [refused, setRefused] = useState(false);
  const photoMissing = props.service.endPhotoRequired && photos.length === 0;
  const reasons = endDialogReasons(props.service);

  const submit = () => {
    if ((props.service.reportRequired && !agentSignature) || photoMissing) return setRefused(true);
    props.onEnd({
      comment: comment.trim(),
      photos,
      report: agentSignature ? { agentSignature, customerName: customerName.trim(), customerSignature } : null,
    });
  };

  return (
    <Modal
      open={props.open}
      title="Fin de service"
      okText="Terminer le service"
      cancelText="Annuler"
      onOk={submit}
      onCancel={props.onCancel}
      destroyOnHidden
      // On a phone the dialog is taller than the screen: it is centred, its body scrolls and its
      // buttons stay in sight.
      centered
      styles={{ body: { maxHeight: 'calc(100dvh - 240px)', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {reasons.map((reason) => (
          <Typography.Text key={reason} type="secondary">
            {reason}
          </Typography.Text>
        ))}
        <Form layout="vertical">
          <Form.Item label="Informations de fin de service" htmlFor="end-of-service-comment">
            <Input.TextArea
              id="end-of-service-comment"
              aria-label="Informations de fin de service"
              rows={3}
              value={comment}
              maxLength={4000}
              onChange={(event) => setComment(event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Photo de fin de service" required={props.service.endPhotoRequired}>
            <UploadField formats={FIELD_PHOTO_EXTENSIONS} value={photos} onChange={setPhotos} />
          </Form.Item>
        </Form>
        {refused && photoMissing ? (
          <Alert type="error" showIcon message="Une photo de fin de service est demandée" />
        ) : null}
        <SignaturePad label="Signature du collaborateur" onChange={setAgentSignature} />
        <Form layout="vertical">
          <Form.Item label="Nom du représentant du client" htmlFor="end-of-service-customer">
            <Input
              id="end-of-service-customer"
              aria-label="Nom du représentant du client"
              value={customerName}
              maxLength={120}
              onChange={(event) => setCustomerName(event.target.value)}
            />
          </Form.Item>
        </Form>
        <SignaturePad label="Signature du client" onChange={setCustomerSignature} />
        {refused && props.service.reportRequired && !agentSignature ? (
          <Alert type="error" showIcon message={fr.REPORT_SIGNATURE_REQUIRED} />
        ) : null}
      </Space>
    </Modal>
  );
}
