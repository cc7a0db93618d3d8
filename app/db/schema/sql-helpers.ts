import { getTableColumns, getTableName, sql, type InferInsertModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

const FROM = "áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const TO = "aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn";

/** Lower-case, accent-free text: immutable, so usable in generated columns and indexes on PGlite and PostgreSQL alike. */
export function foldSql(expr: SQL): SQL {
  return sql`lower(translate(${expr}, ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)}))`;
}

/** The same folding in JavaScript, for the search terms. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function inList(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
}

/**
 * `insert into <table> (<row's columns>) select <row's values> [where <condition>]`: an insert that
 * writes its row only while `condition` holds (drizzle's insert has no WHERE; `rest` adds ON CONFLICT
 * and RETURNING). Each value goes as a parameter, encoded and cast as its column.
 */
export function insertWhere<T extends PgTable>(table: T, row: Partial<InferInsertModel<T>>, condition: SQL | undefined, rest: SQL): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`insertWhere: ${getTableName(table)} has no column ${key}`);
    return column;
  });
  return sql`insert into ${table} (${sql.join(
    names.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(
    entries.map(([, value], i) => sql`${sql.param(value, names[i])}::${sql.raw(names[i].getSQLType())}`),
    sql`, `,
  )}${condition ? sql` where ${condition}` : sql``} ${rest}`;
}
