import { describe, expect, it } from 'vitest';
import { loadEmbeddedData } from './embedded-data';

describe('the embedded data set', async () => {
  const data = await loadEmbeddedData();

  it('holds the 2023/24 season: 380 matches, 38 matchdays, 20 clubs with their facts', () => {
    expect(data.competition).toEqual({ name: 'Premier League', seasonLabel: '2023/24', season: 2023, matchdays: 38 });
    expect(data.fixtures).toHaveLength(380);
    expect(new Set(data.fixtures.map((fixture) => fixture.matchday)).size).toBe(38);
    expect(data.clubs).toHaveLength(20);
    expect(data.clubs.find((club) => club.slug === 'manchester-united')).toEqual({
      slug: 'manchester-united',
      name: 'Manchester United',
      fullName: 'Manchester United FC',
      altName: 'Man United',
      shortName: 'Man United',
      code: 'MUN',
      venue: 'Old Trafford',
      city: 'Manchester',
      colors: { primary: '#DA291C', secondary: '#FFFFFF' },
    });
  });

  it('holds ten earlier seasons with unique keys and the July 2020 dates repaired', () => {
    expect(data.history).toHaveLength(3800);
    expect(new Set(data.history.map((result) => result.sourceKey)).size).toBe(3800);
    expect(new Set(data.history.map((result) => result.season)).size).toBe(10);
    const july2020 = data.history.filter((result) => result.playedOn.startsWith('2020-07'));
    expect(july2020.length).toBeGreaterThan(0);
    expect(july2020.every((result) => result.season === '2019/20')).toBe(true);
    expect(data.history.some((result) => result.playedOn.startsWith('2019-07'))).toBe(false);
  });
});
