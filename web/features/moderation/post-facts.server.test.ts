import { describe, expect, it } from 'vitest';
import { allMessages } from '#shared/i18n/catalogs.ts';
import { createTranslator, formatNumber } from '#shared/i18n/format.ts';
import {
  jobExperienceLevels,
  jobPosterKinds,
  jobPostTypes,
  jobSalaryTypes,
  jobTypes,
} from '#shared/listings/job.ts';
import { listingKinds } from '#shared/listings/kinds.ts';
import { communityAttributes } from '#shared/listings/business.ts';
import { productConditions, productPostTypes } from '#shared/listings/product.ts';
import { rentAccommodationTypes, rentGenders, rentPostTypes } from '#shared/listings/rent.ts';
import { postFactFields, postFacts } from './post-facts.server.ts';

const t = (lang: 'en' | 'ar') => createTranslator(lang, allMessages(lang));

describe('the facts a moderator reads of a post', () => {
  it("reads a rental's choices in words, its gender of occupants beside its accommodation", () => {
    const attributes = {
      post_type: 'for_rent',
      accommodation_type: 'room',
      gender: 'female',
      shared_bathroom: true,
      city: 'Dearborn',
      bedrooms: 1,
      living_area: '',
    };
    expect(postFacts('en', t('en'), 'rent', attributes, () => undefined)).toEqual([
      { label: 'Post type', value: expect.any(String) },
      { label: 'Accommodation', value: 'Room' },
      { label: 'Gender of occupants', value: 'Female' },
      { label: 'The bathroom is shared', value: 'Yes' },
      { label: 'City', value: 'Dearborn' },
      { label: 'Bedrooms', value: '1' },
    ]);
    const ar = postFacts('ar', t('ar'), 'rent', { ...attributes, bedrooms: 12 }, () => undefined);
    expect(ar).toContainEqual({ label: 'جنس الساكنين', value: 'إناث' });
    expect(ar).toContainEqual({ label: 'غرف النوم', value: formatNumber('ar', 12) });
  });

  it("names a post's categories, lists a business's services and community features, and its pages", () => {
    const names = new Map([
      [4, 'Restaurants'],
      [9, 'Bakeries'],
    ]);
    const facts = postFacts(
      'en',
      t('en'),
      'business',
      {
        main_category_id: 1,
        sub_category_ids: [4, 9],
        services: ['Catering', 'Delivery', 'Dine-in'],
        community: ['halal', 'arabic_speaking'],
        socials: { instagram: 'https://instagram.com/shop' },
      },
      (id) => names.get(id),
    );
    expect(facts).toEqual([
      { label: 'Main category', value: '#1' },
      { label: 'Sub categories (one or more)', value: 'Restaurants, Bakeries' },
      { label: 'Services', value: 'Catering, Delivery, Dine-in' },
      { label: 'Community features', value: 'Halal, Arabic-speaking staff' },
      { label: 'Instagram', value: 'https://instagram.com/shop' },
    ]);
  });

  // the keys are built from the table and the stored values: a typo would show a raw key
  const options: Record<string, readonly string[]> = {
    'market.postType': productPostTypes,
    'market.condition': productConditions,
    'rent.postType': rentPostTypes,
    'rent.type': rentAccommodationTypes,
    'rent.gender': rentGenders,
    'rent.show': ['yes', 'no'],
    'jobs.post_type': jobPostTypes,
    'jobs.poster_kind': jobPosterKinds,
    'jobs.job_type': jobTypes,
    'jobs.salary_type': jobSalaryTypes,
    'jobs.experience': jobExperienceLevels,
    'business.community': communityAttributes,
  };
  it.each(['en', 'ar'] as const)('has every label and every option of every kind in %s', (lang) => {
    const messages = allMessages(lang);
    for (const kind of listingKinds)
      for (const [attribute, label, reading] of postFactFields[kind]) {
        expect(messages[label], `${kind}.${attribute}: ${label}`).toBeTruthy();
        if (reading && reading !== 'category') {
          expect(options[reading.options], reading.options).toBeDefined();
          for (const value of options[reading.options])
            expect(messages[`${reading.options}.${value}`], `${reading.options}.${value}`).toBeTruthy();
        }
      }
  });
});
