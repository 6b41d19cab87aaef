import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceDatabase, type ServiceDatabase } from '../testing/service-database.js';
import { asList, foldAccents, FOLD_FROM, FOLD_TO, foldText, searchPattern } from './search.js';

describe('search folding', () => {
  let db: ServiceDatabase;
  beforeAll(async () => {
    db = await startServiceDatabase('kit_search', null, { max: 1 });
  });
  afterAll(async () => {
    await db.close();
  });

  it('folds accents exactly as PostgreSQL’s lower(translate(…)) does', async () => {
    const samples = ['Hélène MÜLLER-Çağ', 'ÉCOLE Saint-Exupéry', 'Ñandú Øresund', 'Ÿvette Ærø Œuvre 100 %'];
    for (const text of samples) {
      const [row] = await db.sql<
        { folded: string }[]
      >`select lower(translate(${text}, ${FOLD_FROM}, ${FOLD_TO})) as folded`;
      expect(foldAccents(text)).toBe(row?.folded);
    }
  });

  it('spells out ligatures when the service folds the stored text itself', () => {
    expect(foldText('Hélène CŒUR')).toBe('helene coeur');
    expect(foldText('Ærø Straße')).toBe('aero strasse');
  });

  it('takes the user’s %, _ and \\ literally, and a blank query as no search', () => {
    expect(searchPattern('  50%_\\ Élise ')).toBe('%50\\%\\_\\\\ elise%');
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
    expect(searchPattern('Œuvre', foldAccents)).toBe('%œuvre%');
  });

  it('reads a filter given as one value, several or none', () => {
    expect(asList(100)).toEqual([100]);
    expect(asList([100, 200])).toEqual([100, 200]);
    expect(asList([])).toBeNull();
    expect(asList(null)).toBeNull();
  });
});
