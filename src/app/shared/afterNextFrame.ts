/**
 * Runs `run` once the browser has drawn its next frame: the frame shows what is already on the page, and `run`'s
 * work comes after it. Answers a function that cancels a run not yet made.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
