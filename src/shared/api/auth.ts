import { z } from 'zod';
import { text } from './text.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = text({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const usernameSchema = text({ message: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-zA-Z0-9_]+$/, 'Use letters, numbers and underscores only');

export const passwordSchema = text({ message: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  /** Display name; the username when the form does not ask for one. */
  name: text().trim().max(60, 'Name must be at most 60 characters').optional(),
  ageConfirmed: z.literal(true, {
    message: 'Please confirm you are 18 or older and accept the Terms and Privacy Policy',
  }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: text({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const authConfigSchema = z.object({ googleEnabled: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const deleteAccountSchema = z.object({
  confirmEmail: text({ message: 'Type your email to confirm' })
    .trim()
    .min(1, 'Type your email to confirm'),
});

/** Messages of (docs/PRODUCT.md#messages). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  registrationFailed: 'Registration failed',
  generic: 'Authentication failed. Please try again.',
  googleFailed: 'Google authentication failed. Please try again.',
} as const;

export const OAUTH_ERROR_MESSAGES = {
  oauth_error: 'OAuth error',
  no_code: 'No OAuth code found',
  redirect_uri: 'OAuth configuration issue. Check redirect URLs.',
  exchange_failed: 'Failed to create session. Please try again.',
  no_session_created: 'Session creation failed',
  callback_exception: 'Authentication error occurred',
} as const;
export type OAuthErrorCode = keyof typeof OAUTH_ERROR_MESSAGES;

export const userIdParamsSchema = z.object({ userId: text().trim().min(1).max(64) });

/** Avatar links: web addresses only (no javascript:, data: or file: URLs), at most 2048 chars. */
export const avatarUrlSchema = text()
  .trim()
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Image must be an http(s) URL');

/** The one way to change a profile (PATCH /api/me; better-auth's update-user is routed here too). */
export const updateProfileSchema = z
  .object({
    username: usernameSchema.optional(),
    name: text()
      .trim()
      .min(1, 'Name must not be empty')
      .max(60, 'Name must be at most 60 characters')
      .optional(),
    image: avatarUrlSchema.nullable().optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const signInFailureSchema = z.object({
  at: z.string(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
});
export type SignInFailure = z.infer<typeof signInFailureSchema>;
export const signInFailuresResponseSchema = z.object({ failures: z.array(signInFailureSchema) });
