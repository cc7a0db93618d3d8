import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SHIPPING_REGIONS } from "~/db/schema/enums";
import { retentionSchema } from "~/validation/privacy";
import { firstErrors, parseSubmission } from "~/validation/submission";
import { MAX_IMAGE_BYTES } from "./image";
import { reviewReplySchema } from "./review";
import { shippingFeesSchema } from "./shipping";
import { numberOrZero } from "./numbers";
import { categorySchema, POST_MESSAGES, postSchema } from "./post";
import { parseBenefits, productSchema } from "./product";
import { pointSettingSchema } from "./point-setting";
import { rewardSchema } from "./reward";
import { sampleStatusSchema } from "./sample";
import { newUserSchema, pointsAdjustmentSchema } from "./user";
import { sampleStatusInSentence, sampleStatusLabel } from "~/i18n/labels";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  // What conform hands the schema (repeated names become a list), as in the browser and the action.
  return parseSubmission(f, z.any()).payload;
};

describe("benefits typed as a comma-separated list", () => {
  it("trims each item and drops the empty ones", () => {
    expect(parseBenefits(" Foco ,  Memória,, ,Energia ")).toEqual(["Foco", "Memória", "Energia"]);
    expect(parseBenefits("")).toEqual([]);
    expect(parseBenefits(null)).toEqual([]);
  });
});

describe("product form", () => {
  it("requires the name and the full description; empty category becomes null", () => {
    const bad = productSchema.safeParse({ name: " ", description: "" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["name", "description"]));
    const ok = productSchema.parse({ name: "Bacopa", description: "Texto", categoryId: "", benefits: "a, b," });
    expect(ok.categoryId).toBeNull();
    expect(ok.benefits).toEqual(["a", "b"]);
    expect(ok.status).toBe("active");
    expect(ok.featured).toBe(false);
  });
});

describe("numbers typed in forms", () => {
  it("a non-number becomes 0", () => {
    expect(numberOrZero("abc")).toBe(0);
    expect(numberOrZero("")).toBe(0);
    expect(numberOrZero(" 12 ")).toBe(12);
    expect(numberOrZero("2,5")).toBe(2.5);
    expect(numberOrZero(undefined)).toBe(0);
  });

  it("reward points: at least 1, so a non-number is refused with a message", () => {
    const result = rewardSchema.safeParse({ name: "Ecobag", pointsRequired: "muitos" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe("Os pontos necessários devem ser no mínimo 1.");
    expect(rewardSchema.safeParse({ name: "Ecobag", pointsRequired: "0" }).success).toBe(false);
    expect(rewardSchema.safeParse({ name: "Ecobag", pointsRequired: "1.5" }).success).toBe(false);
    expect(rewardSchema.parse({ name: "Ecobag", pointsRequired: "150" }).pointsRequired).toBe(150);
  });

  it("reward stock: empty means unlimited; active defaults to true, a hidden 'false' before the box unchecks it", () => {
    const open = rewardSchema.parse({ name: "Ecobag", pointsRequired: "100", stock: "" });
    expect(open.stock).toBeNull();
    expect(open.active).toBe(true);
    expect(
      rewardSchema.parse(
        form([
          ["name", "E"],
          ["pointsRequired", "5"],
          ["stock", "3"],
          ["active", "false"],
        ]),
      ).active,
    ).toBe(false);
    const checked = rewardSchema.parse(
      form([
        ["name", "E"],
        ["pointsRequired", "5"],
        ["active", "false"],
        ["active", "true"],
      ]),
    );
    expect(checked.active).toBe(true);
    expect(rewardSchema.safeParse({ name: "E", pointsRequired: "5", stock: "-1" }).success).toBe(false);
  });

  it("point settings: an action the site awards and points ≥ 1 required, description optional", () => {
    expect(pointSettingSchema.safeParse({ action: "", points: "5" }).success).toBe(false);
    expect(pointSettingSchema.safeParse({ action: "sample_request", points: "x" }).success).toBe(false);
    // A 60-character junk key was saved with a success toast and did nothing.
    const junk = pointSettingSchema.safeParse({ action: "a".repeat(60), points: "5" });
    expect(junk.success).toBe(false);
    expect(junk.error?.issues[0].message).toBe("Escolha uma das ações que o site premia.");
    expect(pointSettingSchema.safeParse({ action: "newsletter_signup", points: "3" }).success).toBe(false);
    const ok = pointSettingSchema.parse({ action: "sample_request", points: "3", description: "" });
    expect(ok).toEqual({ action: "sample_request", points: 3, description: null });
  });

  it("points adjustment: a non-zero whole number with a reason", () => {
    expect(pointsAdjustmentSchema.safeParse({ amount: "0", reason: "x" }).success).toBe(false);
    expect(pointsAdjustmentSchema.safeParse({ amount: "abc", reason: "x" }).success).toBe(false);
    expect(pointsAdjustmentSchema.safeParse({ amount: "10", reason: " " }).success).toBe(false);
    expect(pointsAdjustmentSchema.parse({ amount: "-15", reason: "Correção" })).toEqual({ amount: -15, reason: "Correção" });
  });

  // "Words": each message is about what the admin is doing.
  it("says what is missing: the new user's e-mail, an empty amount of points", () => {
    const message = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
      result.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(message(newUserSchema.safeParse({ fullName: "Ana", email: "" }), "email")).toBe("Informe o e-mail do novo usuário.");
    expect(message(newUserSchema.safeParse({ fullName: "Ana" }), "email")).toBe("Informe o e-mail do novo usuário.");
    expect(message(newUserSchema.safeParse({ fullName: "Ana", email: "ana@" }), "email")).toBe("Digite um e-mail válido");
    expect(newUserSchema.parse({ fullName: "Ana", email: " Ana@Exemplo.com " }).email).toBe("ana@exemplo.com");
    expect(message(pointsAdjustmentSchema.safeParse({ amount: "", reason: "x" }), "amount")).toBe("Informe a quantidade de pontos.");
    expect(message(pointsAdjustmentSchema.safeParse({ amount: "  ", reason: "x" }), "amount")).toBe("Informe a quantidade de pontos.");
    expect(message(pointsAdjustmentSchema.safeParse({ amount: "0", reason: "x" }), "amount")).toBe("A quantidade não pode ser zero.");
  });

  it("sample statuses agree with 'amostra' in sentences; the list labels stay", () => {
    expect(["pending", "approved", "shipped", "delivered", "completed", "rejected", "???"].map(sampleStatusInSentence)).toEqual([
      "Pendente",
      "Aprovada",
      "Enviada",
      "Entregue",
      "Concluída",
      "Rejeitada",
      "Pendente",
    ]);
    expect(sampleStatusLabel("approved")).toBe("Aprovado");
  });
});

describe("blog forms", () => {
  it("post: title and content required; draft, not featured and 5 minutes by default", () => {
    expect(postSchema.safeParse({ title: "", content: "" }).success).toBe(false);
    const post = postSchema.parse({ title: "Sono", content: "# Oi" });
    expect(post).toMatchObject({ status: "draft", featured: false, readTime: 5, slug: "" });
    expect(postSchema.safeParse({ title: "Sono", content: "x", readTime: "0" }).success).toBe(false);
  });

  it("category: name required", () => {
    expect(categorySchema.safeParse({ name: "" }).success).toBe(false);
    expect(categorySchema.parse({ name: "Bem-estar" })).toEqual({ name: "Bem-estar", slug: "" });
  });
});

describe("sample status form", () => {
  it("accepts the six statuses only and normalises the tracking code", () => {
    const id = crypto.randomUUID();
    expect(sampleStatusSchema.safeParse({ id, status: "lost" }).success).toBe(false);
    expect(sampleStatusSchema.parse({ id, status: "shipped", trackingCode: " ab123456789br " }).trackingCode).toBe("AB123456789BR");
    expect(sampleStatusSchema.parse({ id, status: "approved", trackingCode: "" }).trackingCode).toBeNull();
  });
});

// The form as conform reads it (parseWithZod, the same in the browser and the action).
describe("conform submissions", () => {
  const submitted = (entries: [string, string | File][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };

  it("an image over 5 MB or not an image blocks the product, beside imageFile; no file chosen is fine", () => {
    const base: [string, string][] = [
      ["name", "Bacopa"],
      ["description", "Texto"],
    ];
    const big = parseSubmission(
      submitted([...base, ["imageFile", new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "a.png", { type: "image/png" })]]),
      productSchema,
    );
    expect(big.status).toBe("error");
    expect(big.reply().error).toEqual({ imageFile: ["A imagem deve ter no máximo 5 MB."] });
    const pdf = parseSubmission(
      submitted([...base, ["imageFile", new File(["%PDF"], "a.pdf", { type: "application/pdf" })]]),
      rewardSchema,
    );
    expect(pdf.reply().error?.imageFile).toEqual(["Envie uma imagem JPEG, PNG ou WebP."]);
    const none = parseSubmission(submitted([...base, ["imageFile", new File([], "")]]), productSchema);
    expect(none.status).toBe("success");
  });

  it("a chosen cover image needs its description; an empty file input does not", () => {
    const cover = new File([new Uint8Array(10)], "capa.webp", { type: "image/webp" });
    const missing = parseSubmission(
      submitted([
        ["title", "Sono"],
        ["content", "# Oi"],
        ["imageFile", cover],
      ]),
      postSchema,
    );
    expect(missing.reply().error?.imageAlt).toEqual([POST_MESSAGES.imageAlt]);
    expect(
      parseSubmission(
        submitted([
          ["title", "Sono"],
          ["content", "# Oi"],
          ["imageFile", new File([], "")],
        ]),
        postSchema,
      ).status,
    ).toBe("success");
  });

  it("errors come keyed by field with the schema's words, and the payload keeps what was typed", () => {
    const result = parseSubmission(
      submitted([
        ["intent", "create"],
        ["fullName", "Ana"],
        ["email", ""],
      ]),
      newUserSchema,
    );
    expect(Object.keys(result.reply().error ?? {})).toEqual(["email"]);
    expect(result.reply().error?.email?.[0]).toBe("Informe o e-mail do novo usuário.");
    expect(result.payload).toMatchObject({ intent: "create", fullName: "Ana" });
    expect(result.payload).toMatchObject({ fullName: "Ana", email: "" });
    const reply = parseSubmission(submitted([["reply", " "]]), reviewReplySchema);
    expect(firstErrors(reply.reply().error)).toEqual({ reply: "Escreva a resposta da loja." });
  });

  it("retention and shipping fees: the periods' and the fee's messages", () => {
    const periods = parseSubmission(
      submitted([
        ["sampleAddressDays", "0"],
        ["contactMessageMonths", "1.5"],
      ]),
      retentionSchema,
    );
    expect(periods.reply().error).toEqual({
      sampleAddressDays: ["O prazo deve ser de pelo menos 1 dia."],
      contactMessageMonths: ["Use um número inteiro de meses."],
    });
    const fees = parseSubmission(
      submitted(
        SHIPPING_REGIONS.flatMap((r): [string, string][] => [
          [`fee_${r}`, r === "norte_centro_oeste" ? "R$ 2.000" : "12,90"],
          [`min_${r}`, "2"],
          [`max_${r}`, "4"],
        ]),
      ),
      shippingFeesSchema,
    );
    expect(fees.reply().error).toEqual({ fee_norte_centro_oeste: ["Valor inválido. Use o formato 12,90 (até R$ 1.000,00)."] });
  });
});
