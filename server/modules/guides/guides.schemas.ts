import { z } from 'zod';

export const guideSections = ['how_to_use', 'faq', 'general_tips', 'tour'] as const;
export type GuideSectionKey = (typeof guideSections)[number];

export const listGuidesQuerySchema = z.object({
  section: z.enum(guideSections, { error: 'validation.guideSectionInvalid' }).optional(),
});

export const guideSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  section: z.enum(guideSections),
  title: z.string(),
  excerpt: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideSectionsSchema = z.object({
  sections: z.array(z.object({ section: z.enum(guideSections), items: z.array(guideSummarySchema) })),
});
export type GuideSections = z.infer<typeof guideSectionsSchema>;

export const guideSchema = guideSummarySchema.extend({
  body: z.string(),
  /** The other entries of the same section, in order, for the reader's next step. */
  siblings: z.array(guideSummarySchema),
});
export type Guide = z.infer<typeof guideSchema>;
