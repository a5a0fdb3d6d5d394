import { z } from 'zod';

export const userSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Display name: first and last name, or the part of the email before '@'. */
  name: z.string(),
  username: z.string(),
  credits: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Email address is too long')
    .pipe(z.email('Enter a valid email address')),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export { AUTH_PATHS } from '../paths';
