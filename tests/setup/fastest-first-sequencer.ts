import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Test files in order of their last duration, quickest first (files never timed yet by size,
 * smallest first). For the mutation run (vitest.mutation.config.ts): Stryker stops a mutant's run
 * at the first failing test, so the quick test beside the code kills most mutants before the
 * integration file that seeds a catalogue, issues cards and renders their mails has started. The
 * verdicts are the same in any order; only the time to reach them changes. Vitest's own order is
 * the opposite (slowest first), which is right for a whole run across workers.
 */
export class FastestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (file: TestSpecification) => {
      const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`
      const duration = this.ctx.cache.getFileTestResults(key)?.duration
      if (duration !== undefined) return { timed: 0, value: duration }
      return { timed: 1, value: this.ctx.cache.getFileStats(key)?.size ?? Number.MAX_SAFE_INTEGER }
    }
    return [...files].sort((a, b) => {
      const costA = cost(a)
      const costB = cost(b)
      return costA.timed - costB.timed || costA.value - costB.value
    })
  }
}
