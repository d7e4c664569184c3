import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred message with actions: not found, already paid, load failed and the like. */
export function StatusCard(props: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}) {
  const { icon: Icon, title, children, actions, role } = props;
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-white/10 bg-white/[0.03] px-6 py-12 text-center"
    >
      <Icon className="h-10 w-10 text-zinc-400" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-white">{title}</h1>
      {children && <div className="mt-2 text-zinc-400">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
