import type { OrderAttention, ProjectionState } from '../events/projectionSchemas';
import type { ReviewLine } from '../schemas';
import type { Language } from '../shared/language';

/**
 * The orders waiting for the customer logged in now, oldest first: the shell's notice shows while there is one, on
 * every screen, and the review lists them. Another customer's, left on a shared device, are not theirs to see.
 */
export function attentionFor(state: Pick<ProjectionState, 'attention' | 'session'> | null): OrderAttention[] {
  const userId = state?.session.userId;
  if (userId === null || userId === undefined || userId === '') return [];
  return (state?.attention ?? []).filter((entry) => entry.userId === String(userId));
}

/** A line as a review names it, by SPEC §3's language rule: the English title in English when there is one. */
export function reviewLineName(line: ReviewLine, lang: Language): string {
  if (lang === 'en' && line.title) return line.title;
  return line.name || line.title || String(line.id);
}
