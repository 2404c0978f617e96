import { z } from 'zod';

/** P2 §4 feature status labels. */
export const FEATURE_STATUSES = ['fully-functional', 'beta', 'development', 'planned'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const FeatureCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  details: z.array(z.string()),
});
export type FeatureCard = z.infer<typeof FeatureCardSchema>;
