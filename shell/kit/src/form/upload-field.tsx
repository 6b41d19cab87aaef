import { InboxOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES, fr } from '@portal/contracts';
import { Alert, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { formatFileSize } from '../format/format-file-size.js';
import { RefusedFormatsDialog } from './refused-formats-dialog.js';
import { isReadableFile, normalizeFormats, splitByFormat, totalBytes } from './upload-checks.js';

export type UploadFieldProps = {
  /** The files collected so far (the `Form.Item` value). */
  value?: File[];
  onChange?: (files: File[]) => void;
  /** Allowed extensions: `['pdf', 'png']`. */
  formats: readonly string[];
  multiple?: boolean;
  /** Total size allowed for all the files; 25 Mo by default (spec 00 §9). */
  maxBytes?: number;
  disabled?: boolean;
};

type Problem = { kind: 'too-large' } | { kind: 'invalid'; names: string[] } | undefined;

const uids = new WeakMap<File, string>();
let lastUid = 0;
function uidOf(file: File): string {
  let uid = uids.get(file);
  if (!uid) {
    lastUid += 1;
    uid = `portal-file-${lastUid}`;
    uids.set(file, uid);
  }
  return uid;
}

/**
 * Collects files for a form (the upload call itself belongs to the screen): refused extensions open
 * the 'Formats refusés' dialog, an unreadable file shows 'Le fichier est invalide', and a total above
 * 25 Mo shows the 413 texts (spec 00 §5, §8) and adds nothing.
 */
export function UploadField({
  value = [],
  onChange,
  formats,
  multiple = true,
  maxBytes = UPLOAD_MAX_BYTES,
  disabled,
}: UploadFieldProps) {
  const [refused, setRefused] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem>();
  const allowed = normalizeFormats(formats);

  async function receive(batch: File[]): Promise<void> {
    setProblem(undefined);
    const split = splitByFormat(batch, allowed);
    setRefused(split.refused);
    const readable: File[] = [];
    const invalid: File[] = [];
    for (const file of split.accepted) ((await isReadableFile(file)) ? readable : invalid).push(file);
    if (invalid.length > 0) setProblem({ kind: 'invalid', names: invalid.map((file) => file.name) });
    if (readable.length === 0) return;
    const next = multiple ? [...value, ...readable] : readable.slice(0, 1);
    if (totalBytes(next) > maxBytes) {
      setProblem({ kind: 'too-large' });
      return;
    }
    onChange?.(next);
  }

  const fileList: UploadFile[] = value.map((file) => ({
    uid: uidOf(file),
    name: `${file.name} (${formatFileSize(file.size)})`,
    size: file.size,
    status: 'done',
  }));

  return (
    <>
      <Upload.Dragger
        multiple={multiple}
        disabled={disabled}
        accept={allowed.map((format) => `.${format}`).join(',')}
        fileList={fileList}
        beforeUpload={(file, batch) => {
          // Called once per file of the batch: the whole batch is checked at its last file.
          if (file === batch[batch.length - 1]) void receive(batch);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(removed) => {
          onChange?.(value.filter((file) => uidOf(file) !== removed.uid));
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Cliquez ou déposez vos fichiers ici</p>
        <p className="ant-upload-hint">Formats acceptés : {allowed.join(', ')}</p>
      </Upload.Dragger>
      {problem?.kind === 'too-large' ? (
        <Alert type="error" showIcon message={fr.FILES_TOO_LARGE} description={fr.FILES_SIZES_TOO_LARGE} />
      ) : null}
      {problem?.kind === 'invalid' ? (
        <Alert type="error" showIcon message={fr.INVALID_FILE} description={problem.names.join(', ')} />
      ) : null}
      <RefusedFormatsDialog files={refused} formats={allowed} onClose={() => setRefused([])} />
    </>
  );
}
