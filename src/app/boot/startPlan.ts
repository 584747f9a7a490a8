import { START_PLAN_ID, type StartPlan } from './handoff';

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
