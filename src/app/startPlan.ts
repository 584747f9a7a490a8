/**
 * What a server-rendered page tells its boot script (boot.ts) to load once the page has painted: written by the
 * server (server/render/template.ts) as JSON in `#start-plan`.
 */
export interface StartPlan {
  /** The app's entry module (main.tsx as built). */
  entry: string;
  /** The modules the entry imports and the page's screen and locale chunks, all fetched beside it. */
  preloads: string[];
}

export const START_PLAN_ID = 'start-plan';
/** The page's `@font-face` rules, in a `<style media="not all">` until the app starts. */
export const LATE_FONTS_ID = 'late-fonts';

/** The plan in the page, or null when it has none or a malformed one (then nothing is started from it). */
export function readStartPlan(doc: Document = document): StartPlan | null {
  try {
    const plan = JSON.parse(
      doc.getElementById(START_PLAN_ID)?.textContent ?? 'null',
    ) as Partial<StartPlan> | null;
    if (typeof plan?.entry !== 'string' || !Array.isArray(plan.preloads)) return null;
    return { entry: plan.entry, preloads: plan.preloads.filter((href) => typeof href === 'string') };
  } catch {
    return null;
  }
}
