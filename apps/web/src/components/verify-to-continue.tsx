import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button';

/** P2 §1: officials reports and the law office need a verified phone; this says so and leads to /verify-phone. */
export function VerifyToContinue({
  message,
  actionLabel,
}: {
  message: string;
  actionLabel: string;
}) {
  return (
    <div className="rounded-lg border border-amber-500/50 bg-amber-950/40 p-4">
      <div className="flex items-start gap-3">
        <ShieldAlert className="size-6 shrink-0 text-amber-400" aria-hidden />
        <p className="text-sm text-amber-100">{message}</p>
      </div>
      <Link to="/verify-phone" className={buttonVariants({ className: 'mt-3 w-full' })}>
        {actionLabel}
      </Link>
    </div>
  );
}
