import * as z from 'zod/mini';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
