// Amounts are compared in integer fils (1 KD = 1000 fils) so that float noise never decides a check; KD become
// fils by the domain's one rule (src/domain/shared/money.ts toFils), the rule the client prices with.

/** SPEC's amounts are exact to the fils; one fils of slack absorbs a client that rounded once more. */
export const sameAmount = (a: number, b: number) => Math.abs(a - b) <= 1;
