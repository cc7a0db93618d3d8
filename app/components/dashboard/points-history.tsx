import { formatDateTime, formatNumber } from "~/i18n/format";
import { cn } from "~/lib/common/cn";

export interface LedgerEntryView {
  id: number;
  amount: number;
  balanceAfter: number;
  reason: string;
  createdAt: Date;
}

/** "+50", "−30"; a reversal of points already spent takes "0". */
function signed(amount: number) {
  if (amount === 0) return "0";
  return `${amount > 0 ? "+" : "−"}${formatNumber(Math.abs(amount))}`;
}

function DateTime({ value }: { value: Date }) {
  const [date, time] = formatDateTime(value).split(" às ");
  return (
    <time dateTime={new Date(value).toISOString()}>
      <span className="block text-ink">{date}</span>
      <span className="block text-xs">{time}</span>
    </time>
  );
}

/** The table's columns; the numbers are right-aligned. */
const COLUMNS = [
  { label: "Data", numeric: false },
  { label: "Motivo", numeric: false },
  { label: "Pontos", numeric: true },
  { label: "Saldo", numeric: true },
];

/** Every change of the balance: date, reason, ±points and the balance after it. */
export function PointsHistory({
  entries,
  empty = "Seu histórico de pontos aparece aqui: cada ponto ganho ou usado, com o motivo.",
}: {
  entries: LedgerEntryView[];
  empty?: string;
}) {
  if (!entries.length) {
    return <p className="rounded-2xl bg-cream-50 p-5 text-sm text-muted">{empty}</p>;
  }
  return (
    <div className="overflow-hidden rounded-2xl border border-cream-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Histórico de pontos</caption>
        <thead className="bg-cream-50 text-xs text-muted">
          <tr>
            {COLUMNS.map(({ label, numeric }) => (
              <th
                key={label}
                scope="col"
                className={numeric ? "px-3 py-2 text-right font-medium sm:px-4" : "px-3 py-2 font-medium sm:px-4"}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {entries.map((e) => (
            <tr key={e.id}>
              <td className="px-3 py-2.5 align-top whitespace-nowrap text-muted sm:px-4">
                <DateTime value={e.createdAt} />
              </td>
              <td className="px-3 py-2.5 align-top break-words sm:px-4">{e.reason}</td>
              <td
                className={cn(
                  "px-3 py-2.5 text-right align-top font-semibold whitespace-nowrap tabular-nums sm:px-4",
                  e.amount > 0 ? "text-brand-700" : e.amount < 0 ? "text-red-700" : "text-muted",
                )}
              >
                {signed(e.amount)}
              </td>
              <td className="px-3 py-2.5 text-right align-top whitespace-nowrap tabular-nums sm:px-4">{formatNumber(e.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
