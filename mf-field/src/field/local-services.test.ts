import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './queue/field-sync.js';
import { endDialogReasons } from './dialogs/end-dialog-reasons.js';
import { messagesOverDay, nextStop, withQueue } from './local-services.js';
import { SERVICE } from './testing/field-service.js';

const base = { createdAt: '2030-06-12T06:02:00.000Z', serviceId: SERVICE.id };
let n = 0;
const uuid = () => `01a213c0-0000-7000-8000-0000000001${String(++n).padStart(2, '0')}`;

describe('the queue applied over the server state, as the server will apply it', () => {
  it('start, pause, resume, extension, round stops by badge and by position, end', () => {
    const [started] = withQueue([SERVICE], [{ uuid: uuid(), type: 'service.start', ...base }]);
    expect(started).toMatchObject({ status: 200, realStartAt: base.createdAt, pendingCount: 1 });
    const [paused] = withQueue(
      [SERVICE],
      [
        { uuid: uuid(), type: 'service.start', ...base },
        { uuid: uuid(), type: 'service.extend', reason: 'manager', ...base },
        { uuid: uuid(), type: 'break.start', ...base },
      ],
    );
    expect(paused!.status).toBe(500);
    const [resumed] = withQueue(
      [{ ...SERVICE, status: 250 }],
      [
        { uuid: uuid(), type: 'break.start', ...base },
        { uuid: uuid(), type: 'break.stop', ...base },
      ],
    );
    expect(resumed!.status).toBe(250);
    // Left open past its end (800) with a pause running: the pause ends, then the service.
    const leftOpen = { ...SERVICE, status: 800 as const, pausedAt: base.createdAt };
    const [closed] = withQueue(
      [leftOpen],
      [
        { uuid: uuid(), type: 'break.stop', ...base },
        { uuid: uuid(), type: 'service.end', ...base },
      ],
    );
    expect(closed).toMatchObject({ status: 300, pausedAt: null });
    const [walked] = withQueue(
      [{ ...SERVICE, status: 200 }],
      [
        { uuid: uuid(), type: 'round.start', ...base },
        { uuid: uuid(), type: 'round.checkpoint', method: 'typed', badge: '04:a1:b2', ...base },
      ],
    );
    expect(walked!.round.status).toBe(200);
    expect(nextStop(walked!)?.name).toBe('Portail');
    const [ended] = withQueue(
      [walked!],
      [
        {
          uuid: uuid(),
          type: 'round.checkpoint',
          method: 'virtual',
          checkpointId: SERVICE.round.stops[1]!.checkpointId,
          ...base,
        },
        { uuid: uuid(), type: 'round.stop', ...base },
        { uuid: uuid(), type: 'service.end', ...base },
      ],
    );
    expect(ended).toMatchObject({ status: 300, round: { status: 400 } });
    expect(nextStop(ended!)).toBeNull();
  });

  it('a round stopped with stops left is not finished (30)', () => {
    const [stopped] = withQueue(
      [{ ...SERVICE, status: 200 }],
      [
        { uuid: uuid(), type: 'round.start', ...base },
        { uuid: uuid(), type: 'round.stop', ...base },
      ],
    );
    expect(stopped!.round.status).toBe(30);
  });

  it('applies again, harmlessly, messages the day may already hold: a pause begun, a resume done', () => {
    const pause = { uuid: uuid(), type: 'break.start' as const, ...base };
    const resume = { uuid: uuid(), type: 'break.stop' as const, ...base };
    // The day holds the pause: the pause again changes nothing, the resume brings the service back.
    const [pausedOnServer] = withQueue([{ ...SERVICE, status: 500 }], [pause, resume]);
    expect(pausedOnServer!.status).toBe(200);
    expect(withQueue([{ ...SERVICE, status: 500 }], [pause])[0]!.status).toBe(500);
    // The day holds both: both again leave it at work.
    expect(withQueue([{ ...SERVICE, status: 250 }], [pause, resume])[0]!.status).toBe(250);
    expect(withQueue([{ ...SERVICE, status: 250 }], [resume])[0]!.status).toBe(250);
  });
});

describe('the messages applied over the day the server gave', () => {
  it('are those acknowledged since the day was asked, then those still queued', () => {
    const [early, late, queued] = ['service.start', 'break.start', 'break.stop'].map(
      (type) => ({ uuid: uuid(), type, ...base }) as Parameters<typeof withQueue>[1][number],
    );
    const sent = [
      { message: early!, at: 1_000 },
      // Acknowledged while the day was being read: the answer may not hold it.
      { message: late!, at: 2_000 },
    ];
    expect(messagesOverDay(1_500, sent, [{ message: queued! }])).toEqual([late, queued]);
    expect(messagesOverDay(2_500, sent, [])).toEqual([]);
    // The copy kept on the phone (asked at 0): everything acknowledged since the page opened.
    expect(messagesOverDay(0, sent, [])).toEqual([early, late]);
  });
});

describe('sync and end rules (01 §4)', () => {
  it('waits 2^n seconds between 1 and 60', () => {
    expect([0, 1, 3, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 8000, 32000, 60000, 60000]);
  });

  it('forces the end dialog for 24 h on duty, an early end, a stop not passed, the photo setting or a report', () => {
    const now = new Date('2030-06-12T14:30:00.000Z');
    const lived = { ...withQueue([SERVICE], [])[0]!, status: 200 as const, round: { status: 400 as const, stops: [] } };
    expect(endDialogReasons(lived, now)).toEqual([]);
    expect(endDialogReasons({ ...lived, realStartAt: '2030-06-11T14:00:00.000Z' }, now)).toEqual([
      'Service de 24 heures ou plus',
    ]);
    expect(endDialogReasons(lived, new Date('2030-06-12T10:00:00.000Z'))).toEqual([
      'La fin prévue du service est à venir',
    ]);
    expect(endDialogReasons({ ...lived, round: SERVICE.round }, now)).toEqual([
      "Des points de contrôle n'ont pas été validés",
    ]);
    expect(endDialogReasons({ ...lived, endPhotoRequired: true, reportRequired: true }, now)).toEqual([
      'Une photo de fin de service est demandée',
      'Un bon signé est demandé pour ce site',
    ]);
  });
});
