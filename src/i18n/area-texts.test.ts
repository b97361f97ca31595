// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTexts, changeLanguage, currentLanguage, i18next } from '.';

/**
 * An area's texts: English with its chunk, Spanish a chunk of its own loaded only when Spanish is
 * shown (src/i18n/index.ts). Each test adds an area of its own.
 */
let n = 0;
const area = () => {
  const key = `area${++n}`;
  const es = vi.fn(async () => ({ [key]: { title: 'Título' } }));
  return { key, es };
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('an area’s texts by language', () => {
  it('in English, the Spanish is not loaded; the English texts are there at once', async () => {
    const { key, es } = area();
    await addTexts({ [key]: { title: 'Title' } }, { es });
    expect(i18next.t(`${key}.title`)).toBe('Title');
    expect(es).not.toHaveBeenCalled();
  });

  it('switching to Spanish loads the Spanish of every area loaded so far, once, before the switch', async () => {
    const first = area();
    const second = area();
    await addTexts({ [first.key]: { title: 'Title' } }, { es: first.es });
    await addTexts({ [second.key]: { title: 'Title' } }, { es: second.es });
    await changeLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(i18next.t(`${first.key}.title`)).toBe('Título');
    expect(i18next.t(`${second.key}.title`)).toBe('Título');
    await changeLanguage('en');
    await changeLanguage('es');
    expect(first.es).toHaveBeenCalledTimes(1);
  });

  it('an area whose chunk loads while Spanish is shown resolves once its Spanish is there', async () => {
    await changeLanguage('es');
    const { key, es } = area();
    await addTexts({ [key]: { title: 'Title' } }, { es });
    expect(i18next.t(`${key}.title`)).toBe('Título');
  });

  it('an area whose chunk comes while the switch to Spanish is loading is switched in Spanish too (a page still loading as the user switches)', async () => {
    const first = area();
    let answer: (texts: Record<string, { title: string }>) => void = () => {};
    first.es.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await addTexts({ [first.key]: { title: 'Title' } }, { es: first.es });
    const switching = changeLanguage('es');
    const late = area();
    const added = addTexts({ [late.key]: { title: 'Title' } }, { es: late.es });
    answer({ [first.key]: { title: 'Título' } });
    await Promise.all([switching, added]);
    expect(currentLanguage()).toBe('es');
    expect(i18next.t(`${late.key}.title`)).toBe('Título');
  });

  it('a Spanish chunk that fails to load is asked for again at the next switch', async () => {
    const { key } = area();
    const es = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ [key]: { title: 'Título' } });
    await addTexts({ [key]: { title: 'Title' } }, { es });
    await expect(changeLanguage('es')).rejects.toThrow('offline');
    expect(currentLanguage()).toBe('en');
    await changeLanguage('es');
    expect(i18next.t(`${key}.title`)).toBe('Título');
    expect(es).toHaveBeenCalledTimes(2);
  });
});
