import type * as React from "react";
import { Link, useLocation } from "react-router";
import { ArrowDown, ArrowUp, ArrowUpDown, Trash2, type IconComponent } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/common/cn";
import { SORT_PARAM, sortHref, type SortDir, type SortView } from "~/lib/common/list-sort";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { Pagination, type PageView } from "./pagination";

/** Below this width the rows become cards: "lg" (default) since at 768 px the sidebar leaves ~460 px; "md" for two or three narrow columns. */
export type CardsBelow = "md" | "lg";

export interface Column<T> {
  /** The column's name, unique in its table (also its React key). */
  header: string;
  cell: (row: T) => React.ReactNode;
  /** A key on the loader's whitelist: the header becomes a link that orders the list by it. */
  sortKey?: string;
  /** The direction of the first click (dates and amounts read best newest/largest first). */
  sortFirst?: SortDir;
  /**
   * On a card: "title" spans the card with no label; "wide" spans it under its label; "half" (default)
   * sits beside another; "hidden" is left out of the card.
   */
  card?: "title" | "wide" | "half" | "hidden";
  /** The label above the value on a card; the header by default, none when "" (the value names itself). */
  cardLabel?: string;
  /** Left out of the table between the card breakpoint and 1280px, where it would push the page sideways. */
  wideOnly?: boolean;
  align?: "right";
  className?: string;
  headClassName?: string;
}

/** Classes per breakpoint, spelled out whole so Tailwind finds them. */
const SPAN = { md: "max-md:col-span-2", lg: "max-lg:col-span-2" } as const;
const HIDE_ON_CARD = { md: "max-md:hidden", lg: "max-lg:hidden" } as const;
const WIDE_ONLY = { md: "md:max-xl:hidden", lg: "lg:max-xl:hidden" } as const;
const ACTIONS_LEFT = { md: "max-md:justify-start md:flex-nowrap", lg: "max-lg:justify-start lg:flex-nowrap" } as const;

function SortIcon({ dir }: { dir: SortDir | null }) {
  const Icon = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown;
  return <Icon className={cn("size-3.5 shrink-0", dir ? "text-brand-700" : "opacity-50")} aria-hidden />;
}

/** A header that orders the list through a plain link: it works without JavaScript and keeps the filters. */
function SortHeader<T>({ column, sort, pageParam, param }: { column: Column<T>; sort: SortView; pageParam: string | null; param: string }) {
  const { search } = useLocation();
  const active = sort.key === column.sortKey ? sort.dir : null;
  const next =
    active === "asc" ? "decrescente" : active === "desc" ? "crescente" : column.sortFirst === "desc" ? "decrescente" : "crescente";
  return (
    <Link
      to={sortHref(search, column.sortKey!, column.sortFirst ?? "asc", sort, pageParam, param)}
      preventScrollReset
      className={cn(
        "-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600",
        active && "text-brand-800",
      )}
      aria-label={`${column.header}: ordenar em ordem ${next}`}
    >
      {column.header}
      <SortIcon dir={active} />
    </Link>
  );
}

const HIDE_ON_TABLE = { md: "md:hidden", lg: "lg:hidden" } as const;

/** On cards the headers are hidden: the same sort links, as a row of chips above the list. */
function CardSort<T>({
  columns,
  sort,
  pageParam,
  param,
  hideAt,
  label,
}: {
  columns: Column<T>[];
  sort: SortView;
  pageParam: string | null;
  param: string;
  hideAt: CardsBelow;
  label: string;
}) {
  const { search } = useLocation();
  const sortable = columns.filter((c) => c.sortKey);
  if (!sortable.length) return null;
  return (
    <nav
      aria-label={`Ordenar ${label}`}
      className={cn("mb-2 flex flex-wrap items-center gap-1.5 text-sm text-muted", HIDE_ON_TABLE[hideAt])}
    >
      <span className="mr-1">Ordenar por</span>
      {sortable.map((c) => {
        const active = sort.key === c.sortKey ? sort.dir : null;
        return (
          <Link
            key={c.header}
            to={sortHref(search, c.sortKey!, c.sortFirst ?? "asc", sort, pageParam, param)}
            preventScrollReset
            aria-current={active ? "true" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center gap-1 rounded-full border px-3.5 font-medium",
              active ? "border-brand-300 bg-brand-50 text-brand-800" : "border-cream-200 bg-white text-ink hover:border-brand-300",
            )}
          >
            {c.header}
            <SortIcon dir={active} />
          </Link>
        );
      })}
    </nav>
  );
}

/** The trash button behind the shared confirmation, for a row's delete. */
export function DeleteRowAction({
  label,
  ...confirm
}: Omit<React.ComponentProps<typeof ConfirmAction>, "trigger" | "tone"> & {
  /** The button's accessible name: "Remover Kit Detox". */
  label: string;
  description: string;
}) {
  return (
    <ConfirmAction
      {...confirm}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden />
        </Button>
      }
    />
  );
}

/** A row of an admin list: its id is the row's React key. */
export type RowWithId = { id: string | number };

export interface DataTableProps<T extends RowWithId> {
  /** The table's accessible name ("Usuários"). */
  label: string;
  rows: T[];
  columns: Column<T>[];
  /** Shown instead of the table when there are no rows. */
  empty: { icon: IconComponent; title: string; text?: React.ReactNode; compact?: boolean };
  /** Buttons for one row (edit, a confirmed delete…), in a last "Ações" column. */
  actions?: (row: T) => React.ReactNode;
  /** The order in force, from the loader; without it no header sorts. */
  sort?: SortView;
  /** The page (with the address parameter it is read from); without it every row is shown. */
  page?: PageView;
  pageParam?: string;
  pageLabel?: string;
  /** The address parameter of the order, when a page has two sortable lists. */
  sortParam?: string;
  cardsBelow?: CardsBelow;
  rowTestId?: string;
  /** Marks a row that needs attention (a late request). */
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

/**
 * Every admin list: typed columns, an empty state, row actions, pagination and sorting kept in the
 * address, and cards instead of rows on narrow screens, so the page never scrolls sideways.
 */
export function DataTable<T extends RowWithId>({
  label,
  rows,
  columns,
  empty,
  actions,
  sort,
  page,
  pageParam = "pagina",
  pageLabel,
  sortParam = SORT_PARAM,
  cardsBelow = "lg",
  rowTestId,
  rowClassName,
  className,
}: DataTableProps<T>) {
  const pager = page && (page.total > 0 || page.page > 1) ? <Pagination {...page} param={pageParam} label={pageLabel} /> : null;
  if (!rows.length) {
    return (
      <>
        <EmptyState icon={empty.icon} title={empty.title} compact={empty.compact}>
          {empty.text}
        </EmptyState>
        {pager}
      </>
    );
  }
  const at = cardsBelow;
  return (
    <>
      {sort ? (
        <CardSort columns={columns} sort={sort} pageParam={page ? pageParam : null} param={sortParam} hideAt={at} label={label} />
      ) : null}
      <Table label={label} stacked={at} className={className}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => {
              const sorted = sort && c.sortKey && sort.key === c.sortKey ? sort.dir : null;
              return (
                <TableHead
                  key={c.header}
                  aria-sort={c.sortKey && sort ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
                  className={cn(c.align === "right" && "text-right", c.wideOnly && WIDE_ONLY[at], c.headClassName)}
                >
                  {c.sortKey && sort ? (
                    <SortHeader column={c} sort={sort} pageParam={page ? pageParam : null} param={sortParam} />
                  ) : (
                    c.header
                  )}
                </TableHead>
              );
            })}
            {actions ? <TableHead className="text-right">Ações</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId} className={rowClassName?.(row)}>
              {columns.map((c) => {
                const card = c.card ?? "half";
                return (
                  <TableCell
                    key={c.header}
                    label={card === "title" || c.cardLabel === "" ? undefined : (c.cardLabel ?? c.header)}
                    className={cn(
                      c.align === "right" && "text-right",
                      (card === "title" || card === "wide") && SPAN[at],
                      card === "hidden" && HIDE_ON_CARD[at],
                      c.wideOnly && WIDE_ONLY[at],
                      c.className,
                    )}
                  >
                    {c.cell(row)}
                  </TableCell>
                );
              })}
              {actions ? (
                <TableCell className={SPAN[at]}>
                  <div className={cn("flex flex-wrap justify-end gap-1", ACTIONS_LEFT[at])}>{actions(row)}</div>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pager}
    </>
  );
}
