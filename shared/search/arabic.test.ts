import { describe, expect, it } from 'vitest';
import { arFold, arNormalize } from './arabic.ts';

describe('arNormalize', () => {
  it('folds hamza forms, teh marbuta, alef maksura, marks and digits', () => {
    expect(arNormalize('\u0623\u062D\u0645\u062F')).toBe('\u0627\u062D\u0645\u062F'); // أحمد → احمد
    expect(arNormalize('\u0645\u062F\u0631\u0633\u0629')).toBe('\u0645\u062F\u0631\u0633\u0647'); // مدرسة → مدرسه
    expect(arNormalize('\u0645\u0633\u062A\u0634\u0641\u0649')).toBe('\u0645\u0633\u062A\u0634\u0641\u064A'); // مستشفى → مستشفي
    expect(arNormalize('\u0645\u064F\u062D\u064E\u0645\u0651\u064E\u062F')).toBe('\u0645\u062D\u0645\u062F'); // مُحَمَّد
    expect(arNormalize('\u0639\u0640\u0640\u0631\u0628')).toBe('\u0639\u0631\u0628'); // عــرب
    expect(arNormalize('\u0661\u0662\u0663 \u06F4\u06F5')).toBe('123 45');
    expect(arNormalize('Halal RESTAURANTS')).toBe('halal restaurants');
  });
});

describe('arFold', () => {
  it('keeps teh marbuta and restores it at word end', () => {
    expect(arFold('\u0627\u0644\u0645\u062F\u0631\u0633\u0629')).toBe(
      '\u0627\u0644\u0645\u062F\u0631\u0633\u0629',
    );
    expect(arFold('\u0627\u0644\u0645\u062F\u0631\u0633\u0647')).toBe(
      '\u0627\u0644\u0645\u062F\u0631\u0633\u0629',
    );
    // a heh inside a word stays
    expect(arFold('\u0641\u0647\u0645')).toBe('\u0641\u0647\u0645');
  });
  it('drops a waw or feh glued to the article when three letters follow', () => {
    expect(arFold('\u0648\u0627\u0644\u0645\u062F\u0631\u0633\u0629')).toBe(
      '\u0627\u0644\u0645\u062F\u0631\u0633\u0629',
    );
    expect(arFold('\u0648\u0627\u0644\u0628\u0627')).toBe('\u0648\u0627\u0644\u0628\u0627'); // only two letters after ال
  });
  it('does not lower-case Latin text (the SQL ar_fold does not either)', () => {
    expect(arFold('Dearborn')).toBe('Dearborn');
  });
});
