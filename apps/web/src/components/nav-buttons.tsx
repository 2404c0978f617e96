import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';

/** A row of in-app links styled as buttons (company pages). */
export function NavButtons({ links }: { links: { to: string; label: string }[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {links.map((link, index) => (
        <Button key={link.to} asChild variant={index === 0 ? 'default' : 'outline'}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </div>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" className="-ml-2">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
