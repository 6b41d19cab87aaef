import { describe, expect, it } from 'vitest';
import { toFieldIssues } from '../common/validation.js';
import {
  CheckpointBadgeSchema,
  CheckpointListRequestSchema,
  SaveCheckpointSchema,
  normalizeCheckpointBadge,
} from './checkpoints.js';

const SITE = '0196f1c0-5e0c-7a11-8c4e-5ec0c4ec0001';

describe('checkpoint badges', () => {
  it('are normalised: separators out, upper case', () => {
    expect(normalizeCheckpointBadge(' 04:a1:b2 c3-d4.e5 ')).toBe('04A1B2C3D4E5');
    expect(CheckpointBadgeSchema.parse('qr-0001')).toBe('QR0001');
  });

  it("hold 4 to 64 letters and digits, else 'Format invalide'", () => {
    for (const bad of ['', 'abc', 'A'.repeat(65), 'BADGE#1', 'ÉCOLE01']) {
      const result = CheckpointBadgeSchema.safeParse(bad);
      expect([bad, result.success ? 'ok' : result.error.issues[0]?.message]).toEqual([bad, 'Format invalide']);
    }
    expect(CheckpointBadgeSchema.parse('A'.repeat(64))).toHaveLength(64);
  });
});

describe('SaveCheckpointSchema', () => {
  it('reads a typed position and trims the name', () => {
    expect(SaveCheckpointSchema.parse({ siteId: SITE, name: '  Hall ', position: '3' })).toEqual({
      siteId: SITE,
      name: 'Hall',
      position: 3,
    });
  });

  it('answers French field errors', () => {
    const result = SaveCheckpointSchema.safeParse({ name: '', position: -1, status: 200 });
    expect(result.success ? [] : toFieldIssues(result.error)).toEqual([
      { path: 'siteId', message: 'Obligatoire' },
      { path: 'name', message: 'Obligatoire' },
      { path: 'position', message: 'Entier positif uniquement' },
      { path: 'status', message: 'Format invalide' },
    ]);
  });

  it('wants both coordinates or none', () => {
    const result = SaveCheckpointSchema.safeParse({ siteId: SITE, name: 'Toit', longitude: 3.8 });
    expect(result.success ? [] : toFieldIssues(result.error)).toEqual([{ path: 'latitude', message: 'Obligatoire' }]);
  });
});

describe('CheckpointListRequestSchema', () => {
  it('takes statuses as a header filter sends them, and refuses an unknown sort column', () => {
    expect(CheckpointListRequestSchema.parse({ filters: { status: ['300'], hasBadge: false } }).filters).toEqual({
      status: [300],
      hasBadge: false,
    });
    expect(CheckpointListRequestSchema.safeParse({ orderBy: 'instructions' }).success).toBe(false);
  });
});
