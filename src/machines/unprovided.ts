/**
 * The stand-in for a promise actor a machine names and its services supply (`machine.provide`, or a test's fakes):
 * started without them, it fails naming the actor.
 */
export const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided`);
};
