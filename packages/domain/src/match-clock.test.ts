import { matchStatusCodes } from '@scoreline/contracts/plain';
import { describe, expect, it } from 'vitest';
import { liveClockOf } from './match-clock';
import { isLiveStatus } from './match-phase';

describe('liveClockOf', () => {
  it("writes the minute as football does, added time included (45+2', 90+3')", () => {
    expect(liveClockOf('1H', 4)?.text).toBe("Live 4'");
    expect(liveClockOf('1H', 45)?.text).toBe("Live 45'");
    expect(liveClockOf('1H', 47)).toEqual({ text: "Live 45+2'", spoken: 'Live, minute 45 plus 2', isPause: false });
    expect(liveClockOf('2H', 81)?.text).toBe("Live 81'");
    expect(liveClockOf('2H', 93)?.text).toBe("Live 90+3'");
    expect(liveClockOf('ET', 104)?.text).toBe("Live 104'");
    expect(liveClockOf('ET', 122)?.text).toBe("Live 120+2'");
    expect(liveClockOf('LIVE', 30)?.text).toBe("Live 30'");
  });

  it("says half time as 'HT' alone, never with the provider's long name beside it", () => {
    expect(liveClockOf('HT', 45)).toEqual({ text: 'HT', spoken: 'half time', isPause: true });
    expect(liveClockOf('BT', 90)?.text).toBe('Break');
    expect(liveClockOf('SUSP', 70)).toMatchObject({ text: 'Suspended', isPause: true });
  });

  it('says Live alone when the minute is not known', () => {
    expect(liveClockOf('1H', null)?.text).toBe('Live');
    expect(liveClockOf('2H', 0)?.text).toBe('Live');
  });

  it('has a clock for every live status and none for any other', () => {
    for (const status of matchStatusCodes) {
      const clock = liveClockOf(status, 50);
      if (isLiveStatus(status)) expect(clock?.text).toMatch(/^(Live|HT|Break|Penalties|Suspended|Interrupted)/);
      else expect(clock).toBeNull();
    }
  });
});
