import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signInSchema } from '#shared/api/auth';
import { Button } from '#web/components/ui/Button';
import { signIn } from './api';
import { applyServerFields } from './applyServerFields';
import { signInErrorMessage } from './authMessages';
import { EMAIL_FIELD, FormAlert, FormField } from './FormField';
import { useAuthSubmit } from './useFinishSignIn';

type SignInValues = z.input<typeof signInSchema>;
const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const { failure, submit } = useAuthSubmit(signIn, (error) => {
    applyServerFields(error, FIELDS, setError);
    return signInErrorMessage(error);
  });
  const onSubmit = handleSubmit(submit);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Login">
      <FormAlert message={failure} />
      <FormField {...EMAIL_FIELD} error={errors.email?.message} {...register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Processing...' : 'Sign In'}
      </Button>
    </form>
  );
}
