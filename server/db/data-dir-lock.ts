import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file in a PGlite data folder that names the process using it. */
export const lockFileName = 'shop-server.lock';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The folders this process has claimed and not yet released. */
const claimedHere = new Set<string>();

/**
 * Claims `dataDir` for this process, for as long as it runs: PGlite is one process's database, and two processes
 * writing one folder leave it unreadable. A folder claimed by a running process is refused, naming that process;
 * a claim left by a process that has ended (killed, or the machine restarted) is taken over. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = join(resolve(dataDir), lockFileName);
  if (claimedHere.has(file))
    throw new Error(`the database folder ${dataDir} is already open in this server process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = openSync(file, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      claimedHere.add(file);
      return () => {
        claimedHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && running(owner))
        throw new Error(
          `the database folder ${dataDir} is in use by another shop server (process ${owner}). Stop that ` +
            'server first, or give this one another folder with PGLITE_DIR.',
        );
      // Left by a process that has ended, or half-written by one; this process's own number in it is a former
      // process's that happened to get the same (a container's server is often process 1 at every start).
      rmSync(file, { force: true });
    }
  }
  throw new Error(`the database folder ${dataDir} could not be claimed: ${file} keeps coming back`);
}
