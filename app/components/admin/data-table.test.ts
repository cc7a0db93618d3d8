import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Users } from "~/components/icons";
import { parseSort, sortSpec } from "~/lib/common/list-sort";
import { DataTable, DeleteRowAction, type Column } from "./data-table";

interface Row {
  id: string;
  name: string;
  points: number;
}

const SPEC = sortSpec(["nome", "pontos"] as const, { key: "nome", dir: "asc" });
const COLUMNS: Column<Row>[] = [
  { header: "Nome", sortKey: "nome", card: "title", cell: (r) => r.name },
  { header: "Pontos", sortKey: "pontos", sortFirst: "desc", cell: (r) => String(r.points) },
  { header: "Obs.", cell: () => "—" },
];

function render(props: Partial<Parameters<typeof DataTable<Row>>[0]>, url = "/admin-panel/usuarios?q=ana&pagina=2") {
  const Stub = createRoutesStub([
    {
      path: "/admin-panel/usuarios",
      Component: () =>
        createElement(DataTable<Row>, {
          label: "Usuários",
          rows: [{ id: "1", name: "Ana", points: 10 }],
          columns: COLUMNS,
          empty: { icon: Users, title: "Nenhum usuário cadastrado", text: "As contas aparecem aqui." },
          ...props,
        }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [url] }));
}

/** The <th> of a column, by its header text. */
function head(html: string, header: string): string {
  const th = html.match(new RegExp(`<th[^>]*>(?:(?!</th>).)*${header}(?:(?!</th>).)*</th>`));
  if (!th) throw new Error(`no header ${header}`);
  return th[0];
}

describe("DataTable", () => {
  it("marks the sorted column with aria-sort and links every sortable header, keeping the filters", () => {
    const html = render({ sort: parseSort("-pontos", SPEC), page: { page: 2, pageCount: 3, total: 45 } });
    expect(head(html, "Pontos")).toContain('aria-sort="descending"');
    expect(head(html, "Pontos")).toContain('href="/admin-panel/usuarios?q=ana&amp;ordem=pontos"');
    expect(head(html, "Nome")).toContain('aria-sort="none"');
    // Back to the default order: the parameter goes, and so does the page.
    expect(head(html, "Nome")).toContain('href="/admin-panel/usuarios?q=ana"');
    expect(head(html, "Obs.")).not.toContain("aria-sort");
    expect(head(html, "Obs.")).not.toContain("<a");
    expect(html).toContain("Página 2 de 3");
  });

  it("a column's first click uses its own direction", () => {
    const html = render({ sort: parseSort(null, SPEC) });
    expect(head(html, "Nome")).toContain('aria-sort="ascending"');
    expect(head(html, "Pontos")).toContain("ordem=-pontos");
    // Without pages, sorting leaves ?pagina= alone.
    expect(head(html, "Pontos")).toContain("pagina=2");
  });

  it("without a sort, headers are plain text", () => {
    const html = render({});
    expect(html).not.toContain("aria-sort");
    expect(html).not.toMatch(/<th[^>]*><a /);
  });

  it("shows the empty state instead of an empty table", () => {
    const html = render({ rows: [] });
    expect(html).toContain("Nenhum usuário cadastrado");
    expect(html).toContain("As contas aparecem aqui.");
    expect(html).not.toContain("<table");
  });

  it("labels cells for the cards and adds the row actions column", () => {
    const html = render({
      actions: (r) =>
        createElement(DeleteRowAction, {
          label: `Remover ${r.name}`,
          title: "Remover?",
          description: "Não volta.",
          fields: { intent: "delete", id: r.id },
        }),
    });
    expect(html).toContain('data-slot="cell-label"');
    expect(html).toMatch(/<th[^>]*>Ações<\/th>/);
    expect(html).toContain('aria-label="Remover Ana"');
    // The title column carries no label on a card; the others do.
    expect(html.match(/data-slot="cell-label"/g)).toHaveLength(2);
  });
});
