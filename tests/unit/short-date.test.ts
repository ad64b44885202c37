import {describe, expect, it} from 'vitest';
import {shortUtcDate} from '@site/src/lib/shortDate';

/** What the classic theme's LastUpdated shows, formatted by Intl as the theme does. */
const theme = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('shortUtcDate', () => {
  it('writes every day of 2024 (a leap year) and of 2026 as the theme does', () => {
    let checked = 0;
    for (const year of [2024, 2026]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        expect(shortUtcDate(day)).toBe(theme.format(day));
        checked += 1;
      }
    }
    expect(checked).toBe(366 + 365);
  });

  it('uses the UTC date, not the local one, at the edges of a day', () => {
    expect(shortUtcDate(Date.UTC(2026, 10, 24, 0, 0, 0))).toBe('Nov 24, 2026');
    expect(shortUtcDate(Date.UTC(2026, 10, 24, 23, 59, 59, 999))).toBe('Nov 24, 2026');
    expect(shortUtcDate(Date.UTC(2020, 11, 31, 23, 59, 59))).toBe(theme.format(Date.UTC(2020, 11, 31, 23, 59, 59)));
  });

  it('says Invalid Date for a timestamp that is not a date, as Intl would fail to format it', () => {
    expect(shortUtcDate(Number.NaN)).toBe('Invalid Date');
    expect(() => theme.format(Number.NaN)).toThrow(RangeError);
  });
});
