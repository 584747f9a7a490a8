// Amounts are compared in integer fils (1 KD = 1000 fils) so that float noise never decides a check.
// toPrecision(15) first drops binary noise such as 1.005 * 1000 = 1004.9999999999999.
export const toFils = (kd: number) => Math.round(Number((kd * 1000).toPrecision(15)));

export const filsToKd = (fils: number) => fils / 1000;

/** SPEC's amounts are exact to the fils; one fils of slack absorbs a client that rounded once more. */
export const sameAmount = (a: number, b: number) => Math.abs(a - b) <= 1;
