import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCached } from '../../src/server/cache';
import { zoneSchedules } from '../../src/server/delivery/schedule-cache';
import type { HorarioZona } from '../../src/shared/contracts/admin-zones';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';

/** formpago's per-zone schedule cache: kept between reads, dropped for one zone by a notice or a staff write. */
describe.each(testBackends())('zone schedule cache (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('keeps a zone’s schedules; a notice naming a zone drops only that zone’s entry', async () => {
    const db = t.database.db;
    const [caracas, valencia] = [await zoneSchedules(db, 1), await zoneSchedules(db, 2)];
    expect(await zoneSchedules(db, 1)).toBe(caracas);
    forgetCached(db, 'horarios-zona|1');
    const again = await zoneSchedules(db, 1);
    expect(again).not.toBe(caracas);
    expect(again).toEqual(caracas);
    expect(await zoneSchedules(db, 2)).toBe(valencia);
  });

  it('a schedule switched off in the back office leaves formpago’s schedules at once', async () => {
    const db = t.database.db;
    const staff = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas']);
    const valencia = await zoneSchedules(db, 2);
    const [h] = (await t.api({ url: '/admin/zona/caracas/horario', token: staff.token })).json() as HorarioZona[];
    expect((await zoneSchedules(db, 1)).delivery.map((s) => s.id)).toContain(h!.id);
    const res = await t.api({ method: 'PUT', url: `/admin/zona/caracas/horario/${h!.id}/estatus`, token: staff.token, payload: { estatus: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await zoneSchedules(db, 1)).delivery.map((s) => s.id)).not.toContain(h!.id);
    expect(await zoneSchedules(db, 2)).toBe(valencia);
  });
});
