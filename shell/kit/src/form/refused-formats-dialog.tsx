import { Button, Modal, Typography } from 'antd';

/** The dialog of spec 00 §5 for files whose extension is not allowed: the refused files and the formats allowed. */
export function RefusedFormatsDialog(props: {
  files: readonly File[];
  formats: readonly string[];
  onClose: () => void;
}) {
  return (
    <Modal
      open={props.files.length > 0}
      title="Formats refusés"
      onCancel={props.onClose}
      footer={
        <Button type="primary" onClick={props.onClose}>
          Fermer
        </Button>
      }
    >
      <Typography.Paragraph>Les fichiers suivants ne sont pas acceptés :</Typography.Paragraph>
      <ul aria-label="Fichiers refusés">
        {props.files.map((file, index) => (
          <li key={`${file.name}-${index}`}>{file.name}</li>
        ))}
      </ul>
      <Typography.Paragraph>Formats acceptés : {props.formats.join(', ')}</Typography.Paragraph>
    </Modal>
  );
}
