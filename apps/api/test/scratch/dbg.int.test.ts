import { it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { seedCompetition } from '../helpers/football-fixtures';
it('dbg', async () => {
  const t = await createTestApp({ clockStart: '2024-03-01T12:00:00Z' });
  await seedCompetition(t.database.connection.db, 2);
  try {
    console.log(await t.app.deps.leaderboard.playerStats(1));
  } catch (error) {
    console.log('ERR', error);
  }
  await t.close();
}, 60000);
