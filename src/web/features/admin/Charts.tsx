import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

interface Series {
  title: string;
  data: Array<{ day: string; value: number }>;
  color: string;
  format?: (value: number) => string;
}

/** Daily series as area charts (recharts; this module is loaded only by the admin dashboard). */
export default function Charts({ series }: { series: Series[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {series.map((entry) => (
        <figure
          key={entry.title}
          data-testid="admin-chart"
          className="rounded-2xl border border-white/10 bg-white/5 p-4"
        >
          <figcaption className="text-sm font-semibold text-zinc-300">{entry.title}</figcaption>
          {entry.data.length === 0 ? (
            <p className="grid h-40 place-items-center text-sm text-zinc-500">
              No data in this range
            </p>
          ) : (
            <div className="mt-2 h-40">
              <ResponsiveContainer width="100%" height="100%">
                <AreaChart data={entry.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
                  <CartesianGrid stroke="#ffffff14" vertical={false} />
                  <XAxis
                    dataKey="day"
                    tick={{ fill: '#a1a1aa', fontSize: 10 }}
                    tickFormatter={(day: string) => day.slice(5)}
                  />
                  <YAxis
                    tick={{ fill: '#a1a1aa', fontSize: 10 }}
                    width={40}
                    allowDecimals={false}
                    tickFormatter={entry.format}
                  />
                  <Tooltip
                    contentStyle={{ background: '#18181b', border: '1px solid #ffffff22' }}
                    formatter={(value) => (entry.format ? entry.format(Number(value)) : value)}
                  />
                  <Area
                    type="monotone"
                    dataKey="value"
                    stroke={entry.color}
                    fill={entry.color}
                    fillOpacity={0.25}
                    name={entry.title}
                  />
                </AreaChart>
              </ResponsiveContainer>
            </div>
          )}
        </figure>
      ))}
    </div>
  );
}
