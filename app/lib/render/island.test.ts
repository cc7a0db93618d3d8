/**
 * An island keeps the server's HTML without hydrating it (lib/island.tsx): anything interactive inside
 * would never respond, silently. In development and in tests the island throws instead, naming itself.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EbookCover, EbookIntro, Hero, MissionValues, ProductLines, ScienceSection } from "~/components/home/fixed-sections";
import { PrivacyContact, PrivacyHero, PrivacyNote, PrivacyPolicy, PrivacyTerms } from "~/components/privacy/privacy-fixed";
import { PrivacyToc } from "~/components/privacy/privacy-toc";
import { assertInert, firstInteractive } from "./island";

function html(Component: ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

describe("an island's HTML holds nothing interactive", () => {
  it.each([
    ['<button type="button">Enviar</button>', "<button"],
    ['<p>E-mail <input name="email"></p>', "<input"],
    ['<form method="post"><a href="/x">x</a></form>', "<form"],
    ["<select><option>1</option></select>", "<select"],
    ["<textarea></textarea>", "<textarea"],
    ["<details><summary>Mais</summary>texto</details>", "<details"],
    ['<div contenteditable="true">x</div>', "<div contenteditable"],
    ['<h2 tabindex="-1">Título</h2>', "<h2 tabindex"],
    ['<span role="button">Curtir</span>', "<span role"],
  ])("finds %s", (fragment, start) => {
    expect(firstInteractive(`<section><a href="/blog">Blog</a>${fragment}</section>`)).toMatch(new RegExp(`^${start}`));
  });

  it("lets links, images and text through, even text that names an element", () => {
    const inert =
      '<nav><a href="/ajuda" class="button">Ajuda</a><img alt="role=button &lt;button&gt;" src="/x.png"><p title="tabindex">&lt;input&gt;</p><buttons-list></buttons-list></nav>';
    expect(firstInteractive(inert)).toBeNull();
    expect(() => assertInert("site:links", inert)).not.toThrow();
  });

  it("throws with the island's name and the element", () => {
    expect(() => assertInert("home:hero", '<div><button class="btn">Pedir amostra</button></div>')).toThrow(
      /Island "home:hero" keeps the server's HTML without hydrating it, but it holds an interactive element: <button class="btn">/,
    );
  });

  // Every island in use passes the check; the privacy page's table of contents (a <details> box) would not.
  it.each(
    Object.entries({
      Hero,
      MissionValues,
      ProductLines,
      ScienceSection,
      EbookCover,
      EbookIntro,
      PrivacyHero,
      PrivacyPolicy,
      PrivacyTerms,
      PrivacyContact,
      PrivacyNote,
    }),
  )("%s, an island, is inert", (name, Component) => {
    expect(() => assertInert(name, html(Component as ComponentType))).not.toThrow();
  });

  it("the privacy page's table of contents is not inert, so it is not an island", () => {
    expect(firstInteractive(html(PrivacyToc))).toMatch(/^<details/);
  });
});
