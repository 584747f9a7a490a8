// Global setup of the `server-pg` Vitest project: one migrated and seeded template database per run on the
// PostgreSQL server of TEST_DATABASE_URL, handed to the test files, and dropped (with any test database a
// crashed file left behind) when the run ends.
import type { TestProject } from 'vitest/node';
import { preparePostgresTemplate } from '../../../server/testing';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server-pg project needs TEST_DATABASE_URL');
  const { run, dispose } = await preparePostgresTemplate(adminUrl);
  project.provide('shopPostgresRun', run);
  return dispose;
}
