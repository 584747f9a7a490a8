/** A customer name longer than this is cut: it is a display name, and the server's column is bounded. */
export const NAME_MAX_LENGTH = 60;

/**
 * SPEC §2 Profile: the name is edited inline and saved on blur. What is saved is the trimmed name with inner runs
 * of spaces collapsed; an empty name or one equal to the current name saves nothing (null), so leaving the field
 * untouched never sends an update, and the name cannot be blanked by accident.
 */
export function nameToSave(draft: string, current: string | null): string | null {
  const name = draft.trim().replace(/\s+/g, ' ').slice(0, NAME_MAX_LENGTH).trim();
  if (name === '' || name === (current ?? '').trim()) return null;
  return name;
}

/**
 * SPEC §2 Profile shows 'No Name' when the name is null; a customer who has typed a full name into an address was
 * asked for it once already. So a nameless profile offers the first full name of `fullNames` (the caller puts the
 * selected address's first), as it would be saved; null when there is a name or no address has one. An offer
 * only: the shopper says whether it is theirs (an address may be for someone else).
 */
export function nameFromAddresses(
  current: string | null,
  fullNames: readonly (string | null | undefined)[],
): string | null {
  if ((current ?? '').trim() !== '') return null;
  for (const fullName of fullNames) {
    const name = nameToSave(fullName ?? '', null);
    if (name !== null) return name;
  }
  return null;
}
