import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { noticeForError } from './error-catalogue.js';

const staff = { role: 'staff' as const, freeTrial: false };

describe('the error catalogue of spec 00 §8', () => {
  it('403 naming a right → the permission text with the right label', () => {
    const error = new ApiError(403, 'RIGHT_MISSING', '…', { right: 'sites.create' });
    expect(noticeForError(error, staff)).toMatchObject({
      kind: 'toast',
      message: 'Vous ne bénéficiez pas de l\'autorisation "Sites : création".',
    });
  });

  it('413 → "Erreur: fichiers volumineux." for 7.5 s', () => {
    expect(noticeForError(new ApiError(413, 'PAYLOAD_TOO_LARGE', ''), staff)).toMatchObject({
      message: 'Erreur: fichiers volumineux.',
      durationMs: 7500,
    });
  });

  it('429 → the daily e-mail limit with the hours from the rate-limit headers, 10 s, trial line on a free trial', () => {
    const headers = new Headers({ 'x-ratelimit-limit': '50', 'retry-after': '7200' });
    const notice = noticeForError(new ApiError(429, 'EMAIL_LIMIT', '', {}, headers), {
      role: 'owner',
      freeTrial: true,
    });
    expect(notice).toMatchObject({
      message: 'Vous avez atteint la limite de 50 e-mails par jour. Réessayez dans 2 heure(s).',
      description: 'Souscrivez un abonnement pour augmenter cette limite.',
      durationMs: 10_000,
    });
  });

  it('503 → the maintenance state with the server message', () => {
    expect(noticeForError(new ApiError(503, 'MAINTENANCE', 'Retour à 14 h'), staff)).toEqual({
      kind: 'maintenance',
      message: 'Retour à 14 h',
    });
  });

  it('401 → re-authentication; 403 without a right → re-authentication for non-admins only', () => {
    expect(noticeForError(new ApiError(401, 'JWT_INVALID', ''), staff).kind).toBe('reauthenticate');
    expect(noticeForError(new ApiError(403, 'FORBIDDEN', ''), staff).kind).toBe('reauthenticate');
    expect(
      noticeForError(new ApiError(403, 'FORBIDDEN', 'Accès refusé'), { role: 'support', freeTrial: false }),
    ).toMatchObject({
      message: 'Une erreur est survenue',
    });
  });

  it('no answer → network error; anything else → "Une erreur est survenue" for 5 s with the message as caption', () => {
    expect(noticeForError(new ApiError(0, 'NETWORK_ERROR', ''), staff)).toMatchObject({
      message: 'Erreur réseau: Veuillez vérifier votre connexion internet',
    });
    expect(noticeForError(new ApiError(409, 'CONFLICT', 'Cet élément a été modifié entre-temps'), staff)).toMatchObject(
      {
        message: 'Une erreur est survenue',
        description: 'Cet élément a été modifié entre-temps',
        durationMs: 5000,
      },
    );
  });
});
