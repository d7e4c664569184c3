import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const usernameSchema = z
  .string({ message: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-zA-Z0-9_]+$/, 'Use letters, numbers and underscores only');

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  /** Display name; the username when the form does not ask for one. */
  name: z.string().trim().max(60, 'Name must be at most 60 characters').optional(),
  ageConfirmed: z.literal(true, {
    message: 'Please confirm you are 18 or older and accept the Terms and Privacy Policy',
  }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required' })
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
  confirmEmail: z
    .string({ message: 'Type your email to confirm' })
    .trim()
    .min(1, 'Type your email to confirm'),
});

/** Messages of spec 000 §8 and spec 001 §8. */
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

export const userIdParamsSchema = z.object({ userId: z.string().trim().min(1).max(64) });
