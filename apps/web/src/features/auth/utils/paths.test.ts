import { describe, expect, it } from 'vitest';
import { afterSignInPath, verifyEmailPath, verifyOtpPath } from './paths';

describe('afterSignInPath', () => {
  it.each([
    ['/leaderboard', '/leaderboard'],
    ['/leaderboard/12?round=3', '/leaderboard/12?round=3'],
    ['/upcoming-matches/259', '/upcoming-matches/259'],
    ['/profile', '/profile'],
    ['/leaderboard/./12', '/leaderboard/12'],
    ['/upcoming-matches/1/../259?tab=stat', '/upcoming-matches/259?tab=stat'],
  ])('returns to the signed-in page %s (as %s once normalised)', (next, expected) => {
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
    // Checked after normalising (issue 10): dot segments that climb out of the signed-in pages.
    ['/leaderboard/../../sign-out'],
    ['/leaderboard/..'],
    ['/profile/../sign-in?next=/profile'],
    // Encoded tricks: dots, slashes and backslashes in disguise, and double encoding.
    ['/leaderboard/%2e%2e/%2e%2e/sign-out'],
    ['/leaderboard/%2E%2E%2Fsign-out'],
    ['/leaderboard%2f..%2f..%2fsign-out'],
    ['/%5cevil.example'],
    ['/leaderboard/%252e%252e/sign-out'],
    // Backslashes, protocol-relative hosts and what URL parsers silently drop.
    ['\\\\evil.example'],
    ['/leaderboard\\..\\..\\sign-out'],
    ['/\t/evil.example'],
    ['/\n/evil.example/leaderboard'],
    ['/leaderboard//evil.example'],
    ['/ leaderboard'],
    [`/leaderboard/${'a'.repeat(600)}`],
  ])('ignores %j and goes to the upcoming matches', (next) => {
    expect(afterSignInPath(next)).toBe('/upcoming-matches');
  });
});

describe('verification paths', () => {
  it("keep '@' readable and escape the rest", () => {
    expect(verifyOtpPath('sam+1@example.com')).toBe('/verify-otp/sam%2B1@example.com');
    expect(verifyEmailPath('a/b@example.com')).toBe('/verify-email/a%2Fb@example.com');
  });
});
