import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order `npm test` takes its files in: vitest's (groups, then the longest or largest first), but
 * the journeys (project `e2e`) before the other files of their group. Vitest would take the projects
 * by name (`dom`, `e2e`, `node`), so a long journey started late ran alone at the end while the other
 * worker had nothing left; started first, the journeys leave the short unit files to fill the end.
 */
export default class JourneysFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      [file.project.config.sequence.groupOrder, file.project.name === 'e2e' ? 0 : 1] as const;
    // Array.prototype.sort is stable: within a rank, vitest's own order stays.
    return sorted.sort((a, b) => {
      const [groupA, journeyA] = rank(a);
      const [groupB, journeyB] = rank(b);
      return groupA - groupB || journeyA - journeyB;
    });
  }
}
