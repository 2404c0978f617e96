import { useTranslation } from 'react-i18next';

/** P2 §2 the three summary tiles: total, high impact, this month. */
export function LawSummaryTiles({
  totals,
}: {
  totals: { total: number; highImpact: number; thisMonth: number };
}) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'total', value: totals.total, tone: 'text-white' },
    { key: 'highImpact', value: totals.highImpact, tone: 'text-red-400' },
    { key: 'thisMonth', value: totals.thisMonth, tone: 'text-amber-300' },
  ] as const;
  return (
    <section aria-labelledby="law-tiles">
      <h2 id="law-tiles" className="sr-only">
        {t('lawNotifications.tilesLabel')}
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            data-testid={`law-tile-${tile.key}`}
            className="flex flex-col-reverse rounded-xl border border-neutral-800 bg-neutral-900 p-3 text-center"
          >
            <dt className="text-xs font-semibold text-neutral-400 sm:text-sm">
              {t(`lawNotifications.tiles.${tile.key}`)}
            </dt>
            <dd className={`text-2xl font-extrabold sm:text-3xl ${tile.tone}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
