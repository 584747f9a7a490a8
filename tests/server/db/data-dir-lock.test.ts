import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, lockFileName } from '../../../server/db/data-dir-lock';
import { openDatabase } from '../../../server/db/database';
import { openSeededDatabase } from '../../../server/testing';

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-lock-'));
  folders.push(folder);
  return folder;
};

/** Another process, alive until the test ends: a second server as the lock sees it. */
const otherProcess = () => {
  const child = spawn('sleep', ['60']);
  children.push(child);
  return child.pid as number;
};

const endedProcess = async () => {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
};

describe('one process per PGlite folder (PGLITE_DIR)', () => {
  it('refuses a second PGlite on a folder while the first is open, and frees it once it is closed', async () => {
    const folder = freshFolder();
    const first = await openSeededDatabase({ pgliteDir: folder });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(`${folder} is already open`);
    await first.close();
    expect(existsSync(join(folder, lockFileName))).toBe(false);
    claimDataDir(folder)();
  });

  it('refuses a folder another running server holds, naming that process and what to do', () => {
    const folder = freshFolder();
    const pid = otherProcess();
    writeFileSync(join(folder, lockFileName), String(pid));
    expect(() => claimDataDir(folder)).toThrow(
      `${folder} is in use by another shop server (process ${pid}). Stop that server first`,
    );
  });

  it('takes over the claim of a server that was killed, or of a former process with this one’s number', async () => {
    for (const owner of [await endedProcess(), process.pid]) {
      const folder = freshFolder();
      writeFileSync(join(folder, lockFileName), String(owner));
      const release = claimDataDir(folder);
      expect(readFileSync(join(folder, lockFileName), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('says what to do with a folder PGlite cannot open, leaves it as it was, and lets go of it', async () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'PG_VERSION'), 'not a database\n');
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
      `PGlite could not open the database folder ${folder}`,
    );
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
      'The folder is left untouched: restore it from a backup, or move it aside',
    );
    expect(readFileSync(join(folder, 'PG_VERSION'), 'utf8')).toBe('not a database\n');
  });
});
