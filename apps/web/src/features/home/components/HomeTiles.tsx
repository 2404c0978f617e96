import {
  BookOpen,
  Gavel,
  Newspaper,
  Phone,
  QrCode,
  Scale,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const QrCodeDialog = lazy(() =>
  import('./QrCodeDialog').then((m) => ({ default: m.QrCodeDialog })),
);

type Tile =
  | { key: string; Icon: LucideIcon; to: string }
  | { key: string; Icon: LucideIcon; href: string }
  | { key: string; Icon: LucideIcon; action: 'record' | 'qr' };

/** P1 §2: the eight Home tiles, each leading somewhere real. */
const TILES: Tile[] = [
  { key: 'recording', Icon: Video, action: 'record' },
  { key: 'call911', Icon: Phone, href: 'tel:911' },
  { key: 'rights', Icon: Scale, to: '/constitutional-rights' },
  { key: 'observers', Icon: Users, to: '/map' },
  { key: 'lawOffice', Icon: Gavel, to: '/law-office' },
  { key: 'qr', Icon: QrCode, action: 'qr' },
  { key: 'howItWorks', Icon: BookOpen, to: '/how-it-works' },
  { key: 'lawUpdates', Icon: Newspaper, to: '/law-notifications' },
];

const tileClass =
  'flex h-full min-h-24 flex-col items-start gap-1 rounded-xl border border-neutral-800 bg-neutral-900 p-3 text-left hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-red-400';

export function HomeTiles({ onRecord }: { onRecord: () => void }) {
  const { t } = useTranslation();
  const [qrOpen, setQrOpen] = useState(false);

  function body(tile: Tile): ReactNode {
    const urgent = tile.key === 'call911' || tile.key === 'recording';
    return (
      <>
        <tile.Icon
          className={urgent ? 'size-6 text-red-400' : 'size-6 text-neutral-300'}
          aria-hidden
        />
        <span className="font-bold leading-tight text-white">
          {t(`site.home.tiles.${tile.key}`)}
        </span>
        <span className="text-xs text-neutral-400">{t(`site.home.tiles.${tile.key}Hint`)}</span>
      </>
    );
  }

  return (
    <section aria-labelledby="home-tiles">
      <h2 id="home-tiles" className="sr-only">
        {t('site.home.tilesTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.key}>
            {'to' in tile ? (
              <Link to={tile.to} className={tileClass}>
                {body(tile)}
              </Link>
            ) : 'href' in tile ? (
              <a href={tile.href} className={tileClass}>
                {body(tile)}
              </a>
            ) : (
              <button
                type="button"
                className={`${tileClass} w-full`}
                onClick={tile.action === 'record' ? onRecord : () => setQrOpen(true)}
              >
                {body(tile)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {qrOpen ? (
        <Suspense fallback={null}>
          <QrCodeDialog onClose={() => setQrOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
