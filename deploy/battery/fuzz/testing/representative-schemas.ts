import { z } from 'zod';

const Address = z.object({
  street: z.string().trim().min(1).max(255),
  zipcode: z.string().regex(/^\d{5}$/),
  country: z.enum(['FR', 'BE', 'CH']).default('FR'),
});

/**
 * Plain shapes like the contracts' bodies, without refinements or transforms: nested objects with
 * optional, nullable, array, enum and union fields, and string formats. The structural generator
 * alone must produce values these accept.
 */
export const PLAIN_SHAPES: Record<string, z.ZodType> = {
  'agent form': z.strictObject({
    id: z.uuid().optional(),
    firstName: z.string().min(1).max(80),
    lastName: z.string().min(1).max(80),
    email: z.email().max(180),
    birthDate: z.iso.date().nullable(),
    hiredAt: z.iso.datetime(),
    role: z.enum(['agent', 'manager', 'owner']),
    address: Address.optional(),
    skills: z.array(z.string().max(40)).max(10),
    hourlyRate: z.number().min(0).max(500).multipleOf(0.01),
    weeklyHours: z.int().min(0).max(60),
    active: z.boolean().default(true),
  }),
  'list request': z.strictObject({
    filters: z.record(z.string(), z.unknown()).default({}),
    page: z.int().min(1).default(1),
    limit: z.int().min(1).max(500).default(25),
    orderBy: z.string().max(64).optional(),
    ascending: z.boolean().default(true),
    query: z.string().max(100).optional(),
  }),
  'event (discriminated union)': z.discriminatedUnion('type', [
    z.object({ type: z.literal('created'), id: z.uuid(), at: z.iso.datetime() }),
    z.object({ type: z.literal('moved'), id: z.uuid(), to: Address }),
    z.object({ type: z.literal('deleted'), id: z.uuid(), reason: z.string().nullable() }),
  ]),
  'contact (union fields)': z.object({
    phone: z.union([z.e164(), z.literal('')]),
    website: z.url().nullable().optional(),
    avatar: z.base64().max(400).optional(),
    tags: z
      .array(z.union([z.string().min(1).max(20), z.number().int()]))
      .min(1)
      .max(5),
    channel: z.literal(['mail', 'sms']),
  }),
  'planning (tuples and records)': z.object({
    slot: z.tuple([z.iso.time(), z.iso.time()]),
    agents: z.record(z.uuid(), z.array(z.enum(['day', 'night'])).max(3)),
    week: z.record(z.enum(['mon', 'tue', 'wed']), z.int().min(0).max(24)),
    notes: z.string().max(1000).nullable(),
  }),
};
