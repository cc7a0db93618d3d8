/**
 * A disabled control says why as visible text beside it, linked by aria-describedby (issue 37,
 * point 15): Button's `disabledReason`, and DisabledReason for other controls.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";
import { ButtonWithReason, DisabledReason } from "./disabled-reason";

/** The elements of the markup, with their attributes and own text. */
function elements(html: string) {
  const found: { tag: string; attribs: Record<string, string>; text: string }[] = [];
  const open: (typeof found)[number][] = [];
  const parser = new Parser(
    {
      onopentag: (tag, attribs) => {
        const element = { tag, attribs, text: "" };
        found.push(element);
        open.push(element);
      },
      ontext: (text) => open.forEach((element) => (element.text += text)),
      onclosetag: () => open.pop(),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

const render = (props: Parameters<typeof ButtonWithReason>[0]) => elements(renderToStaticMarkup(createElement(ButtonWithReason, props)));

describe("ButtonWithReason: a button with the reason it is disabled", () => {
  it("shows the reason as text beside the disabled button, which names it in aria-describedby", () => {
    const html = render({ disabled: true, disabledReason: "Escolha uma nota para enviar.", children: "Enviar" });
    const button = html.find((e) => e.tag === "button")!;
    expect(button.attribs.disabled).toBeDefined();
    const reason = html.find((e) => e.attribs["data-slot"] === "disabled-reason")!;
    expect(reason.text).toBe("Escolha uma nota para enviar.");
    expect(reason.attribs.id).toBeTruthy();
    expect(button.attribs["aria-describedby"]).toBe(reason.attribs.id);
    // Not a tooltip: no title carries it.
    expect(button.attribs.title).toBeUndefined();
  });

  it("keeps the caller's aria-describedby beside the reason's", () => {
    const html = render({ disabled: true, disabledReason: "Motivo.", "aria-describedby": "dica", children: "Salvar" });
    const button = html.find((e) => e.tag === "button")!;
    const reason = html.find((e) => e.attribs["data-slot"] === "disabled-reason")!;
    expect(button.attribs["aria-describedby"]).toBe(`dica ${reason.attribs.id}`);
  });

  it("shows no reason while the button can be pressed, or with no reason given", () => {
    for (const props of [
      { disabledReason: "Motivo.", children: "Salvar" },
      { disabled: true, children: "Salvando..." },
    ]) {
      const html = render(props);
      expect(html.map((e) => e.tag)).toEqual(["button"]);
      expect(html[0].attribs["aria-describedby"]).toBeUndefined();
    }
  });

  it("a full-width button keeps its width inside the wrapper", () => {
    const html = render({ disabled: true, disabledReason: "Motivo.", className: "w-full", children: "Resgatar" });
    expect(html[0].tag).toBe("span");
    expect(html[0].attribs.class).toMatch(/\bw-full\b/);
  });

  it("looks disabled: faded, the not-allowed cursor, no hover colour; links styled as buttons keep their hover", () => {
    const classes = buttonVariants({ variant: "default" }).split(" ");
    expect(classes).toContain("disabled:opacity-55");
    expect(classes).toContain("disabled:cursor-not-allowed");
    expect(classes).not.toContain("disabled:pointer-events-none");
    expect(classes).toContain("not-disabled:hover:bg-brand-800");
    expect(classes.filter((c) => c.startsWith("hover:"))).toEqual([]);
  });
});

describe("DisabledReason", () => {
  it("is visible text in the muted colour (AA on white and cream), with its id for the control", () => {
    const [reason] = elements(
      renderToStaticMarkup(createElement(DisabledReason, { id: "motivo", children: "Todas as opções já foram escolhidas." })),
    );
    expect(reason.attribs.id).toBe("motivo");
    expect(reason.text).toBe("Todas as opções já foram escolhidas.");
    expect(reason.attribs.class).toContain("text-muted");
    expect(reason.attribs.class).not.toMatch(/sr-only|hidden|opacity/);
  });
});
