import { describe, expect, it } from 'vitest';
import { afterSignInPath, verifyEmailPath, verifyOtpPath } from './paths';

describe('afterSignInPath', () => {
  it.each([
    ['/leaderboard', '/leaderboard'],
    ['/leaderboard/12?round=3', '/leaderboard/12?round=3'],
    ['/upcoming-matches/259', '/upcoming-matches/259'],
    ['/profile', '/profile'],
  ])('returns to the signed-in page %s', (next, expected) => {
    expect(afterSignInPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/leaderboard'],
    ['//evil.example/leaderboard'],
    ['/\\evil.example'],
    ['leaderboard'],
    ['/sign-in'],
    ['/leaderboards-of-another-kind'],
    ['javascript:alert(1)'],
  ])('ignores %s and goes to the upcoming matches', (next) => {
    expect(afterSignInPath(next)).toBe('/upcoming-matches');
  });
});

describe('verification paths', () => {
  it("keep '@' readable and escape the rest", () => {
    expect(verifyOtpPath('sam+1@example.com')).toBe('/verify-otp/sam%2B1@example.com');
    expect(verifyEmailPath('a/b@example.com')).toBe('/verify-email/a%2Fb@example.com');
  });
});
