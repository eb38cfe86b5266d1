import { describe, expect, it } from 'vitest';
import { categoryOfType, pathOfCategory, storedFavouritesOf, toggledFavourites, MAX_FAVOURITES } from './lobby-rules.ts';

describe('lobby rules', () => {
  it('reads the category of /games/{type?}: none and casino are all, unknown is null', () => {
    expect(categoryOfType(undefined)).toBe('all');
    expect(categoryOfType('casino')).toBe('all');
    expect(categoryOfType('live')).toBe('live');
    expect(categoryOfType('favourites')).toBe('favourites');
    expect(categoryOfType('bingo')).toBeNull();
    expect(pathOfCategory('all')).toBe('/games');
    expect(pathOfCategory('crash')).toBe('/games/crash');
  });

  it('keeps favourites newest first and bounded; reads only lists of ids back', () => {
    const many = Array.from({ length: MAX_FAVOURITES }, (_, index) => `g${index}`);
    expect(toggledFavourites(many, 'new')).toHaveLength(MAX_FAVOURITES);
    expect(toggledFavourites(many, 'new')[0]).toBe('new');
    expect(toggledFavourites(['a', 'b'], 'a')).toEqual(['b']);
    expect(storedFavouritesOf(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(storedFavouritesOf({ a: 1 })).toEqual([]);
  });
});

describe('report days', () => {
  it('counts India’s calendar days: 20:00 UTC is already the next day there', async () => {
    const { lastWeekWindow, addDays } = await import('./lobby-rules.ts');
    expect(lastWeekWindow(new Date('2026-11-24T20:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-26' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
