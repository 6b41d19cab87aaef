import { describe, expect, it } from 'vitest';
import { readServiceImportFile } from './service-import-csv.js';

describe('readServiceImportFile', () => {
  it('reads a ; file with a BOM, quoted cells and columns found by their names', () => {
    const text =
      "\uFEFFDébut;Site;Date;Fin;Prestation;Prix unitaire HT;Mode de facturation;Nombre d'agents\r\n" +
      '08:00;"Résidence; A";12/03/2027;16:00;"Garde ""jour""";24,50;horaire;\r\n' +
      '\r\n' +
      ';Résidence A;;16:00;Garde;24,50;Mensuel;1\r\n';
    expect(readServiceImportFile(text)).toEqual({
      rows: [
        {
          line: 2,
          site: 'Résidence; A',
          date: '12/03/2027',
          startTime: '08:00',
          endTime: '16:00',
          prestation: 'Garde "jour"',
          unitPrice: '24,50',
          billingMode: 'Horaire',
          nbAgents: 1,
        },
      ],
      issues: [
        {
          line: 4,
          kind: 'INVALID_ROW',
          message: 'Mode de facturation : « Mensuel » (Forfait, Horaire ou À la prestation attendu)',
        },
      ],
    });
  });

  it('reads a , file in the expected order when the header names nothing known', () => {
    const { rows } = readServiceImportFile('a,b,c,d,e,f,g,h\nSite X,2027-03-12,8:00,,Garde,10,2,3\n');
    expect(rows[0]).toMatchObject({ site: 'Site X', date: '2027-03-12', endTime: null, billingMode: 2, nbAgents: 3 });
  });
});
