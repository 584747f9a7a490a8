import { describe, expect, it } from 'vitest';
import { machineInspector } from '../../../src/app/machines/machineInspector';

describe('the machine inspector (DESIGN: Machines)', () => {
  it('stays off unless the URL asks for it with ?inspect', async () => {
    expect(await machineInspector({ search: '' })).toBeUndefined();
    expect(await machineInspector({ search: '?lang=en' })).toBeUndefined();
  });
});
