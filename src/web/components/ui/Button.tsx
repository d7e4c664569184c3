import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '#web/lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'outline';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-medium whitespace-nowrap transition ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-zinc-950 disabled:pointer-events-none disabled:opacity-50 select-none';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-r from-rose-500 to-violet-500 text-white shadow-lg shadow-rose-500/20 ' +
    'hover:from-rose-400 hover:to-violet-400 active:scale-[0.98]',
  secondary: 'bg-white/10 text-zinc-100 hover:bg-white/15',
  ghost: 'text-zinc-300 hover:bg-white/10 hover:text-white',
  outline: 'border border-white/15 text-zinc-100 hover:bg-white/10 hover:border-white/25',
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-9 w-9 p-0',
};

export interface ButtonStyleProps {
  variant?: Variant;
  size?: Size;
}

export function buttonClasses(
  { variant = 'primary', size = 'md' }: ButtonStyleProps = {},
  className?: string,
) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyleProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
