/**
 * Wire contract of the library rebuild (SPEC section 7 "Rebuild"): rebuild one section quiz now, or queue the
 * rebuild of a section's quizzes; plus the sections the rebuild dialog offers.
 */
import * as z from 'zod';
import { MESSAGES } from '../../../domain/shared/messages';
import { DB_INT_MAX } from '../../../domain/shared/fields';

export const REBUILD_PATHS = {
  rebuildQuiz: (id: number) => `/api/admin/quiz/update_section_quiz_library/${id}`,
  processLibraries: '/api/admin/quiz/process_section_quiz_libraries',
  sections: '/api/admin/quiz/rebuild_sections',
} as const;

export const REBUILD_MESSAGES = {
  rebuilt: 'Quiz has been successfully rebuilt',
  queued: 'Rebuilding process has been added to the queue',
} as const;

/** SPEC section 3: 1 all, 2 Core, 3 Science Education, 4 Lab Manual, 5 Business. */
export const REBUILD_TYPES = [1, 2, 3, 4, 5] as const;
export type RebuildType = (typeof REBUILD_TYPES)[number];

export const ProcessLibrariesRequestSchema = z.object({
  type: z.number().int().min(1).max(5) as z.ZodType<RebuildType>,
  /** 0: Add Only Missing Quizzes, 1: Rebuild All Quizzes. */
  isAllUpdate: z.union([z.literal(0), z.literal(1)]),
  sectionId: z
    .number({ error: MESSAGES.required })
    .int()
    .positive(MESSAGES.required)
    .max(DB_INT_MAX, MESSAGES.required),
});
export type ProcessLibrariesRequest = z.infer<typeof ProcessLibrariesRequestSchema>;

export const RebuildMessageResponseSchema = z.object({ message: z.string() });

export const RebuildSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  product: z.string(),
});
export type RebuildSection = z.infer<typeof RebuildSectionSchema>;
export const RebuildSectionsResponseSchema = z.object({ sections: z.array(RebuildSectionSchema) });
