import { useParams } from 'react-router';
import { EventThread } from './event-thread.js';
import { IncidentDeclaration } from './incident-declaration.js';

/**
 * incident/:uuid? (terrainEventsIncident, 01 §2): with a uuid, the existing event and its messages;
 * without, a new declaration.
 */
export default function IncidentPage() {
  const { uuid } = useParams();
  return uuid ? <EventThread eventId={uuid} /> : <IncidentDeclaration />;
}
