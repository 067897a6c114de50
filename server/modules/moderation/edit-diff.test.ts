import { describe, expect, it } from 'vitest';
import { editDiff } from './edit-diff.ts';

const published = {
  title: 'Stroller',
  description: 'Clean',
  price: '75.00',
  attributes: { color: 'Grey', year: 2021 },
  photo_ids: ['a', 'b'],
};

describe('edit diff', () => {
  it('is empty without a snapshot or without changes (75 and 75.00 are one price)', () => {
    expect(editDiff(null, { ...published, price: 75 })).toEqual([]);
    expect(editDiff(published, { ...published, price: 75 })).toEqual([]);
  });

  it('lists each changed field, attributes by name, added and removed ones, and photos as counts', () => {
    expect(
      editDiff(published, {
        title: 'Stroller like new',
        description: 'Clean',
        price: null,
        attributes: { color: 'Blue', model: 'Graco' },
        photo_ids: ['b', 'a', 'c'],
      }),
    ).toEqual([
      { field: 'title', before: 'Stroller', after: 'Stroller like new' },
      { field: 'price', before: '75', after: '' },
      { field: 'attributes.color', before: 'Grey', after: 'Blue' },
      { field: 'attributes.model', before: '', after: 'Graco' },
      { field: 'attributes.year', before: '2021', after: '' },
      { field: 'photos', before: '2', after: '3' },
    ]);
  });

  it('sees a new photo order as a change', () => {
    expect(editDiff(published, { ...published, photo_ids: ['b', 'a'] })).toEqual([
      { field: 'photos', before: '2', after: '2' },
    ]);
  });
});
