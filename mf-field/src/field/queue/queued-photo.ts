import { photoTypeOfName, uuidv7 } from '@portal/contracts';
import type { QueuedFile } from './queue-store.js';

/** A photo chosen or taken on the phone, named by an id of its own, ready to wait in the queue. */
export function queuedPhoto(photo: File): QueuedFile {
  return {
    id: uuidv7(),
    fileName: photo.name,
    contentType: photoTypeOfName(photo.name, photo.type),
    content: photo,
    uploaded: false,
  };
}
