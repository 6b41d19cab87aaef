import { describe, expect, it } from 'vitest';
import {
  ArticleOrderListRequestSchema,
  ChangeArticleOrderSchema,
  articleOrderStatusBadge,
  articleOrderStatusChange,
} from './agency-article-orders.js';

describe('agency article orders', () => {
  it('badges the five statuses in French; an unknown status in black', () => {
    expect([100, 200, 300, 400, 500].map((status) => articleOrderStatusBadge(status).label)).toEqual([
      'En attente',
      'Validée',
      'Envoyée',
      'Reçue',
      'Annulée',
    ]);
    expect(articleOrderStatusBadge(250)).toEqual({ label: 'Statut 250', color: 'black' });
  });

  it('a status change skips the orders already there, whatever they come from', () => {
    expect(articleOrderStatusChange({ status: 300 }, 300)).toBe('already');
    expect(articleOrderStatusChange({ status: 500 }, 100)).toBe('change');
    expect(articleOrderStatusChange({ status: 100 }, 400)).toBe('change');
  });

  it('a list asks 25 orders by default; a period in reverse and an unknown status are refused', () => {
    expect(ArticleOrderListRequestSchema.parse({})).toMatchObject({ limit: 25, page: 1, filters: {} });
    const reversed = ArticleOrderListRequestSchema.safeParse({
      filters: { from: '2026-11-20', to: '2026-11-01', status: [600] },
    });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['filters.status.0', 'Format invalide'],
    ]);
    const order = ArticleOrderListRequestSchema.safeParse({ filters: { from: '2026-11-20', to: '2026-11-01' } });
    expect(order.error?.issues.map((issue) => issue.message)).toEqual([
      'La date de fin doit être postérieure ou égale à la date de début',
    ]);
  });

  it('a change names one status of the five, and its date as an instant', () => {
    const id = '0193a3c0-0000-7000-8000-000000000001';
    expect(ChangeArticleOrderSchema.safeParse({ id, status: 300, date: '2026-11-20T10:00:00+01:00' }).success).toBe(
      true,
    );
    const refused = ChangeArticleOrderSchema.safeParse({ id, status: 250, date: '20/11/2026' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['status', 'Format invalide'],
      ['date', 'Format français invalide'],
    ]);
  });
});
