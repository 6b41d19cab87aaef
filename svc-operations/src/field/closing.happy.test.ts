import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyOnDuty, at, message, syncOk } from './testing/fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const mainCourante = (serviceId: string) =>
  h.asPlatform(
    (tx) => tx<{ typeKey: string; content: string }[]>`
      select e.type_key, m.content from events e
        join event_messages m on m.agency_id = e.agency_id and m.event_id = e.id and m.action = 'create'
       where e.service_id = ${serviceId} order by m.seq`,
  );

describe('what a service’s end closes with it', () => {
  it('a pause during the round interrupts and resumes it; the agent’s end closes a round left open, early', async () => {
    const { agencyId, agent, service } = await agencyOnDuty(h);
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({ type: 'round.start', serviceId: service.id, createdAt: at('09:00') }),
      message({
        type: 'round.checkpoint',
        serviceId: service.id,
        method: 'typed',
        badge: 'badge-0001',
        createdAt: at('09:05'),
      }),
      message({ type: 'break.start', serviceId: service.id, createdAt: at('09:30') }),
      message({ type: 'break.stop', serviceId: service.id, createdAt: at('09:45') }),
      message({ type: 'service.end', serviceId: service.id, createdAt: at('16:00') }),
    ]);
    expect(await mainCourante(service.id)).toEqual([
      { typeKey: 'service_start', content: '' },
      { typeKey: 'circuit_start', content: '' },
      { typeKey: 'checkpoint_validated', content: 'Hall principal' },
      { typeKey: 'break_start', content: '' },
      { typeKey: 'circuit_interrupted', content: 'Pause' },
      { typeKey: 'break_stop', content: '' },
      { typeKey: 'circuit_resume', content: 'Fin de pause' },
      { typeKey: 'circuit_early_end', content: 'Ronde clôturée avec le service : 1 point(s) non contrôlé(s)' },
      { typeKey: 'service_finish', content: '' },
    ]);
    const [round] = await h.asPlatform(
      (tx) => tx<{ roundFinishedAt: Date }[]>`select round_finished_at from services where id = ${service.id}`,
    );
    expect(round!.roundFinishedAt.toISOString()).toBe(new Date(at('16:00')).toISOString());
  });

  it('the office’s “Terminer” on a paused service during its round: the pause and the round close with it, in the main courante', async () => {
    const { agencyId, agent, owner, service, agentId } = await agencyOnDuty(h);
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({ type: 'round.start', serviceId: service.id, createdAt: at('09:00') }),
      message({ type: 'break.start', serviceId: service.id, createdAt: at('15:00') }),
    ]);
    const finished = await h.request('PATCH', `/agency/${agencyId}/service/${service.id}/finish`, { token: owner });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 300 });
    expect(await mainCourante(service.id)).toEqual([
      { typeKey: 'service_start', content: '' },
      { typeKey: 'circuit_start', content: '' },
      { typeKey: 'break_start', content: '' },
      { typeKey: 'circuit_interrupted', content: 'Pause' },
      { typeKey: 'break_finish', content: 'Pause commencée à 15:00, clôturée avec le service à 16:00' },
      { typeKey: 'circuit_early_end', content: 'Ronde clôturée avec le service : 2 point(s) non contrôlé(s)' },
      { typeKey: 'service_finish', content: 'Service clôturé par le bureau' },
    ]);
    // The pause joins the service's breaks, in the name of the agent who took it, until the planned end.
    const breaks = await h.asPlatform(
      (tx) => tx<{ agentId: string; startAt: Date; endAt: Date }[]>`
        select agent_id, start_at, end_at from service_breaks where service_id = ${service.id}`,
    );
    expect(breaks.map((row) => [row.agentId, row.startAt.toISOString(), row.endAt.toISOString()])).toEqual([
      [agentId, new Date(at('15:00')).toISOString(), new Date(at('16:00')).toISOString()],
    ]);
    const [state] = await h.asPlatform(
      (tx) => tx<{ pausedAt: Date | null; roundFinishedAt: Date | null }[]>`
        select paused_at, round_finished_at from services where id = ${service.id}`,
    );
    expect(state).toEqual({ pausedAt: null, roundFinishedAt: new Date(at('16:00')) });
    const verified = await h.request('GET', `/agency/${agencyId}/main-courante/${service.siteId}/verify`, {
      token: owner,
    });
    expect(verified.body).toMatchObject({ valid: true, brokenAtSeq: null });
  });
});
