import { describe, expect, it } from 'vitest';
import { englishCatalogue, loadCatalogue, loadEnglishScreens } from '../i18n/catalogues.ts';
import { catalogueToShow, type ShownCatalogue } from './shown-catalogue.ts';

const english: ShownCatalogue = { language: 'en', messages: englishCatalogue };

describe('the catalogue shown after one loads', () => {
  it('keeps English as it is shown when its screens arrive and no id was on screen: nothing renders again', async () => {
    const loaded = { language: 'en', messages: await loadCatalogue('en') };
    expect(loaded.messages).toBe(englishCatalogue);
    expect(catalogueToShow(english, loaded, false)).toBe(english);
  });

  it('shows a copy when an id was on screen for a message English lacked then, so every message is formatted again', async () => {
    const loaded = { language: 'en', messages: await loadCatalogue('en') };
    const shown = catalogueToShow(english, loaded, true);
    expect(shown).not.toBe(english);
    expect(shown.messages).not.toBe(englishCatalogue);
    expect(shown.messages).toEqual(englishCatalogue);
  });

  it('shows another language as it comes', async () => {
    const hindi = { language: 'hi', messages: await loadCatalogue('hi') };
    expect(catalogueToShow(english, hindi, false)).toBe(hindi);
    expect(catalogueToShow(hindi, { language: 'en', messages: await loadCatalogue('en') }, false).language).toBe('en');
  });
});

describe('English on the page', () => {
  it('has every screen message once the screens have loaded, in the same object the first render had', async () => {
    const before = englishCatalogue;
    const screens = (await import('../i18n/screens.en.json')).default as Record<string, string>;
    const id = Object.keys(screens)[0]!;
    await loadEnglishScreens();
    expect(englishCatalogue).toBe(before);
    expect(englishCatalogue[id]).toBe(screens[id]);
  });

  it('fills the gaps of another language with English, in an object of its own', async () => {
    const hindi = await loadCatalogue('hi');
    expect(hindi).not.toBe(englishCatalogue);
    expect(Object.keys(hindi).length).toBeGreaterThanOrEqual(Object.keys(englishCatalogue).length);
  });
});
