import fc from 'fast-check';

/**
 * Bounded rejection sampling as an arbitrary: draws up to `tries` candidates, one after the other
 * from the same random stream, and keeps the first one `accepts` takes; when none passes, the first
 * candidate (or `onFailure`). A node that mostly passes costs a single draw. Shrinks to accepted
 * values only.
 */
export class FirstAccepted<Failure> extends fc.Arbitrary<unknown> {
  constructor(
    private readonly candidate: fc.Arbitrary<unknown>,
    private readonly accepts: (value: unknown) => boolean,
    private readonly tries: number,
    private readonly onFailure?: { value: Failure },
  ) {
    super();
  }

  override generate(random: fc.Random, biasFactor: number | undefined): fc.Value<unknown> {
    const first = this.candidate.generate(random, biasFactor);
    if (this.accepts(first.value)) return first;
    for (let attempt = 1; attempt < this.tries; attempt++) {
      const next = this.candidate.generate(random, biasFactor);
      if (this.accepts(next.value)) return next;
    }
    return this.onFailure ? new fc.Value(this.onFailure.value, undefined) : first;
  }

  override canShrinkWithoutContext(value: unknown): value is unknown {
    return this.candidate.canShrinkWithoutContext(value) && this.accepts(value);
  }

  override shrink(value: unknown, context: unknown): fc.Stream<fc.Value<unknown>> {
    if (this.onFailure && value === this.onFailure.value) return fc.Stream.nil();
    return this.candidate.shrink(value, context).filter((shrunk) => this.accepts(shrunk.value));
  }
}
