import { captionLabel, captionOrder } from '../../../src/domain/content/captions';

describe('which captions a page shows first', () => {
  test('the page’s own language, then its base language, then English, then the article’s order', () => {
    expect(captionOrder(['de', 'pt', 'en', 'pt-BR'], 'pt-BR')).toEqual(['pt-BR', 'pt', 'en', 'de']);
    expect(captionOrder(['de', 'fr'], 'en')).toEqual(['de', 'fr']);
    expect(captionOrder(['fr', 'EN', 'de'], 'ja')).toEqual(['EN', 'fr', 'de']);
    expect(captionOrder([], 'en')).toEqual([]);
  });

  test('a caption language is named in the page’s language, and by its letters when unknown', () => {
    expect(captionLabel('de', 'en')).toBe('German');
    expect(captionLabel('de', 'de')).toBe('Deutsch');
    expect(captionLabel('zz', 'en')).toBe('ZZ');
    expect(captionLabel('de', '')).toBe('German');
  });
});
