import { sql, type SQL } from "drizzle-orm";

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
