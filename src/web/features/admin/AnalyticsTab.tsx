import { FilterSelect, PagedList } from './listControls';
import { usePagedList } from './adminQueries';
import { fetchAnalyticsEvents } from './opsApi';
import { ReferralsPanel } from './ReferralsPanel';
import { formatTime } from './ui';

const dateInput = 'rounded-lg border border-white/15 bg-zinc-900 px-2 py-1.5 text-white';

/** Recent analytics events (newest first), filtered by event name and a day range (UTC). */
export default function AnalyticsTab() {
  const { values, offset, update, query } = usePagedList(
    'analytics',
    { type: '', from: '', to: '' },
    fetchAnalyticsEvents,
  );
  const types = query.data?.types ?? [];
  return (
    <div className="space-y-4">
      <ReferralsPanel />
      <h2 className="pt-2 text-sm font-semibold text-zinc-300">Recent events</h2>
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          label="Event"
          value={values.type}
          options={[
            { value: '', label: 'All events' },
            ...types.map((type) => ({ value: type, label: type })),
          ]}
          onChange={(type) => update({ type })}
        />
        <label className="flex items-center gap-2 text-sm text-zinc-300">
          From
          <input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
            className={dateInput}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-zinc-300">
          To
          <input
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
            className={dateInput}
          />
        </label>
      </div>
      <PagedList
        query={query}
        empty="No events match these filters."
        offset={offset}
        onOffset={(next) => update({ offset: next })}
      >
        {(events) =>
          events.map((event) => (
            <li key={event.id} className="p-3 text-sm">
              <p className="text-white">
                {event.type}{' '}
                <span className="text-zinc-400">
                  · {event.user ?? 'no user'} · {formatTime(event.createdAt)}
                </span>
              </p>
              {Object.keys(event.data).length > 0 ? (
                <p className="mt-1 font-mono text-xs break-all text-zinc-500">
                  {JSON.stringify(event.data)}
                </p>
              ) : null}
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}
