/**
 * Runs `work` once the current frame has been painted (the frame's animation callback, then the task
 * after it): what can wait for the screen to show (a measure of the layout, a heavy component) stays
 * out of its first render. Answers the cancel, for an effect's cleanup.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
