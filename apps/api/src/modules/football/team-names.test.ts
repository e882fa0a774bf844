import { describe, expect, it } from 'vitest';
import { matchTeamByName, normaliseTeamName } from './team-names';

describe('normaliseTeamName', () => {
  it.each([
    ['Manchester United FC', 'manchester united'],
    ['Man United', 'manchester united'],
    ['Sheffield Utd', 'sheffield united'],
    ['Brighton & Hove Albion FC', 'brighton and hove albion'],
    ['AFC Bournemouth', 'bournemouth'],
    ["Nott'm Forest", 'nottingham forest'],
    ['Atlético Madrid', 'atletico madrid'],
    ['  St. Pauli ', 'st pauli'],
  ])('%j → %j', (name, expected) => {
    expect(normaliseTeamName(name)).toBe(expected);
  });
});

describe('matchTeamByName', () => {
  const clubs = [
    { key: 'manchester-united', names: ['Manchester United', 'Man United', 'manchester-united'] },
    { key: 'manchester-city', names: ['Manchester City', 'Man City', 'manchester-city'] },
    { key: 'newcastle-united', names: ['Newcastle United', 'Newcastle'] },
    { key: 'wolverhampton-wanderers', names: ['Wolverhampton Wanderers', 'Wolves'] },
    { key: 'sheffield-united', names: ['Sheffield United', 'Sheffield Utd'] },
    { key: 'tottenham-hotspur', names: ['Tottenham Hotspur', 'Tottenham'] },
    { key: 'west-ham-united', names: ['West Ham United', 'West Ham'] },
    { key: 'luton-town', names: ['Luton Town', 'Luton'] },
  ];

  it.each([
    ['Manchester United', 'manchester-united'],
    ['Man City', 'manchester-city'],
    ['Newcastle', 'newcastle-united'],
    ['Wolves', 'wolverhampton-wanderers'],
    ['Sheffield Utd', 'sheffield-united'],
    ['Tottenham', 'tottenham-hotspur'],
    ['West Ham', 'west-ham-united'],
    ['Luton', 'luton-town'],
  ])('%j is %j', (name, key) => {
    expect(matchTeamByName(name, clubs)).toBe(key);
  });

  it('refuses an ambiguous or unknown name', () => {
    expect(matchTeamByName('Manchester', clubs)).toBeUndefined();
    expect(matchTeamByName('Sunderland', clubs)).toBeUndefined();
    expect(matchTeamByName('', clubs)).toBeUndefined();
    expect(matchTeamByName('FC', clubs)).toBeUndefined();
  });
});
