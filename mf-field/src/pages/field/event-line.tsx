import { Button, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { fr, localDateOf, localTimeOf, toFrenchDateText, type FieldEvent } from '@portal/contracts';
import { EventPhotos } from '../../field/event-photos.js';

type Line = FieldEvent['messages'][number];

/** A message of an event: its text, photos, author and time; its author may edit its text or delete it. */
export function EventLine({
  line,
  own,
  onEdit,
  onDelete,
}: {
  line: Line;
  own: boolean;
  onEdit: (content: string) => Promise<void>;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  // A line with photos may lose its text; one without needs it (as when it was written).
  const missing = draft !== null && draft.trim() === '' && line.attachmentIds.length === 0;
  const save = async () => {
    if (draft === null || missing) return;
    await onEdit(draft.trim());
    setDraft(null);
  };
  return (
    <List.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        {draft === null ? (
          line.content ? (
            <Typography.Text>{line.content}</Typography.Text>
          ) : null
        ) : (
          <>
            <Input.TextArea
              aria-label="Modifier le message"
              rows={3}
              maxLength={4000}
              value={draft}
              status={missing ? 'error' : undefined}
              onChange={(change) => setDraft(change.target.value)}
            />
            {missing ? <Typography.Text type="danger">{fr.REQUIRED}</Typography.Text> : null}
          </>
        )}
        <EventPhotos ids={line.attachmentIds} />
        <Typography.Text type="secondary">
          {line.authorName} · {toFrenchDateText(localDateOf(line.createdAt))} {localTimeOf(line.createdAt)}
          {line.edited ? ' · modifié' : ''}
        </Typography.Text>
        {own ? (
          draft === null ? (
            <Space wrap>
              <Button size="small" onClick={() => setDraft(line.content)}>
                Modifier
              </Button>
              <Button size="small" danger onClick={onDelete}>
                Supprimer
              </Button>
            </Space>
          ) : (
            <Space wrap>
              <Button size="small" type="primary" onClick={() => void save()}>
                Enregistrer
              </Button>
              <Button size="small" onClick={() => setDraft(null)}>
                Annuler
              </Button>
            </Space>
          )
        ) : null}
      </Space>
    </List.Item>
  );
}
