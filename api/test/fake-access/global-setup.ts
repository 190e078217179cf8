/** Vitest global setup: starts the stand-in Access team domain and provides its URL. */
import type { TestProject } from 'vitest/node';
import { startAccessServer } from './server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const access = await startAccessServer();
  project.provide('accessTeamDomain', access.url);
  return access.close;
}
