import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, signUpSchema, type SignUpInput } from '#shared/api/auth';
import { MIN_SITE_AGE } from '#shared/constants';
import { Button } from '#web/components/ui/Button';
import { cn } from '#web/lib/cn';
import { signUp } from './api';
import { applyServerFields } from './applyServerFields';
import { duplicateField, signUpErrorMessage } from './authMessages';
import { EMAIL_FIELD, FormAlert, FormField } from './FormField';
import { useAuthSubmit } from './useFinishSignIn';

/** The checkbox starts unticked, so the form holds a boolean; the schema accepts only `true`. */
type SignUpValues = Omit<SignUpInput, 'ageConfirmed' | 'name'> & { ageConfirmed: boolean };
const FIELDS = ['email', 'username', 'password', 'ageConfirmed'] as const;

const legalLink =
  'rounded font-medium text-rose-300 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

export function SignUpForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema) as unknown as Resolver<SignUpValues, unknown, SignUpInput>,
    defaultValues: { email: '', username: '', password: '', ageConfirmed: false },
  });

  const { failure, submit } = useAuthSubmit(signUp, (error) => {
    applyServerFields(error, FIELDS, setError);
    const field = duplicateField(error);
    const message = signUpErrorMessage(error);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    return message;
  });
  const onSubmit = handleSubmit(submit);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign Up">
      <FormAlert message={failure} />
      <FormField {...EMAIL_FIELD} error={errors.email?.message} {...register('email')} />
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="e.g. night_owl"
        hint="Letters, numbers and underscores"
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Choose a password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <div>
        <label
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm leading-relaxed text-zinc-300 transition',
            errors.ageConfirmed
              ? 'border-rose-400/60 bg-rose-500/5'
              : 'border-white/10 bg-white/[0.02] hover:border-white/20',
          )}
        >
          <input
            type="checkbox"
            aria-invalid={errors.ageConfirmed ? true : undefined}
            aria-describedby={errors.ageConfirmed ? 'age-confirm-error' : undefined}
            className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-rose-500"
            {...register('ageConfirmed')}
          />
          <span>
            I am {MIN_SITE_AGE} or older and I agree to the{' '}
            <Link to="/legal/terms" target="_blank" className={legalLink}>
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/legal/privacy" target="_blank" className={legalLink}>
              Privacy Policy
            </Link>
          </span>
        </label>
        {errors.ageConfirmed && (
          <p
            id="age-confirm-error"
            role="alert"
            className="mt-1.5 text-xs font-medium text-rose-300"
          >
            {errors.ageConfirmed.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Processing...' : 'Create Account'}
      </Button>
    </form>
  );
}
