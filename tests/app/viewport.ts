type SizedWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

/** Sizes happy-dom's window like a device: media queries, the desktop layout's among them, follow it. */
export function setViewport(width: number, height = 800): void {
  (window as unknown as SizedWindow).happyDOM.setViewport({ width, height });
}

/** Back to happy-dom's own size, which every test file starts from. */
export const resetViewport = () => setViewport(1024, 768);
