import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { SEED_AUTHOR, SEED_POSTS } from "~/seed/content/blog";
import {
  getLikeState,
  getPublishedPost,
  listBlog,
  listBlogCategories,
  listFeedPosts,
  listLatestPosts,
  listPublishedPostDates,
  listRelatedPosts,
  recordPostView,
  searchWords,
  setPostLike,
  withUserLikes,
} from "./blog.server";

const t = useTestDatabase();

const FIXED_SLUGS = [
  "5-pilares-vitalidade-natural",
  "nootropicos-naturais-ciencia-beneficios",
  "colageno-mitos-verdades-cientificas",
  "beneficios-omega-3-cerebro",
  "micronutrientes-energia-fadiga",
];

async function newUser(name = "Leitora") {
  const id = crypto.randomUUID();
  const email = `${id}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name, email, emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email, fullName: name });
  return id;
}

async function addPost(values: Partial<typeof s.blogPosts.$inferInsert> & { slug: string }) {
  const [row] = await t.db
    .insert(s.blogPosts)
    .values({ title: values.slug, content: "Texto.", status: "published", publishedAt: new Date(), ...values })
    .returning();
  return row;
}

const byNewest = [...SEED_POSTS].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

beforeAll(async () => {
  await seedContent(t.db);
  // Posts readers must never see.
  await addPost({ slug: "rascunho-secreto", title: "Rascunho ômega secreto", status: "draft", featured: true, publishedAt: null });
  await addPost({ slug: "post-arquivado", title: "Arquivado sobre ômega", status: "archived", featured: true });
}, 120_000);

describe("blog list", () => {
  it("shows only published posts, newest publication first, at most 2 featured and the rest as latest", async () => {
    const listing = await listBlog({ pageSize: 50 });
    const featuredSeed = byNewest
      .filter((p) => p.featured)
      .slice(0, 2)
      .map((p) => p.slug);
    expect(listing.featured.map((p) => p.slug)).toEqual(featuredSeed);
    expect(listing.latest.map((p) => p.slug)).toEqual(byNewest.map((p) => p.slug).filter((slug) => !featuredSeed.includes(slug)));
    expect(listing.total).toBe(SEED_POSTS.length);
    const all = [...listing.featured, ...listing.latest];
    expect(all.some((p) => p.slug === "rascunho-secreto" || p.slug === "post-arquivado")).toBe(false);
  });

  it("carries what a card shows: category, author, date, read time and likes", async () => {
    const { featured } = await listBlog({});
    const post = featured[0];
    const seed = SEED_POSTS.find((p) => p.slug === post.slug)!;
    expect(post).toMatchObject({
      title: seed.title,
      excerpt: seed.excerpt,
      imageUrl: seed.imageUrl,
      readTime: seed.readTime,
      imageAlt: seed.imageAlt,
      authorName: SEED_AUTHOR.fullName,
      authorCredentials: SEED_AUTHOR.credentials,
      likeCount: 0,
      likedByMe: false,
    });
    expect(post.category?.slug).toBe(seed.category);
    expect(post.publishedAt?.toISOString()).toBe(seed.publishedAt);
  });

  it("keeps a third featured post among the latest", async () => {
    await addPost({ slug: "terceiro-destaque", title: "Terceiro destaque", featured: true, publishedAt: new Date("2026-01-01T12:00:00Z") });
    const listing = await listBlog({ pageSize: 50 });
    expect(listing.featured).toHaveLength(2);
    expect(listing.latest.map((p) => p.slug)).toContain("terceiro-destaque");
    await t.db.delete(s.blogPosts).where(eq(s.blogPosts.slug, "terceiro-destaque"));
  });

  it("searches title and excerpt ignoring case and accents", async () => {
    const slugs = async (q: string) => {
      const l = await listBlog({ q, pageSize: 50 });
      return [...l.featured, ...l.latest].map((p) => p.slug);
    };
    expect(await slugs("OMEGA")).toEqual(expect.arrayContaining(["beneficios-omega-3-cerebro"]));
    expect(await slugs("ômega")).toEqual(await slugs("omega"));
    expect(await slugs("CÉREBRO ômega")).toEqual(["beneficios-omega-3-cerebro"]);
    // In the excerpt only ("Bacopa, L-teanina…").
    expect(await slugs("l-teanina")).toEqual(["nootropicos-naturais-ciencia-beneficios"]);
    expect(await slugs("colageno")).toEqual(["colageno-mitos-verdades-cientificas"]);
    expect(await slugs("palavra-que-nao-existe")).toEqual([]);
    // Never the draft or the archived post, whose titles match.
    expect(await slugs("secreto")).toEqual([]);
    expect(await slugs("arquivado")).toEqual([]);
  });

  it("treats LIKE wildcards in the term as text", async () => {
    const l = await listBlog({ q: "%" });
    expect(l.total).toBe(0);
    expect((await listBlog({ q: "_" })).total).toBe(0);
  });

  it("folds and splits the term into words", () => {
    expect(searchWords("  Ômega  CÉREBRO ômega ")).toEqual(["omega", "cerebro"]);
    expect(searchWords("")).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it("filters by category, combined with the search", async () => {
    const nutricao = await listBlog({ category: "nutricao", pageSize: 50 });
    const all = [...nutricao.featured, ...nutricao.latest];
    expect(all.map((p) => p.slug).sort()).toEqual(
      SEED_POSTS.filter((p) => p.category === "nutricao")
        .map((p) => p.slug)
        .sort(),
    );
    expect(all.every((p) => p.category?.slug === "nutricao")).toBe(true);
    const both = await listBlog({ category: "nutricao", q: "omega" });
    expect([...both.featured, ...both.latest].map((p) => p.slug)).toEqual(["beneficios-omega-3-cerebro"]);
    expect((await listBlog({ category: "sono", q: "omega" })).total).toBe(0);
  });

  it("pages the latest posts; the featured ones only on the first page", async () => {
    const first = await listBlog({ pageSize: 3 });
    const second = await listBlog({ pageSize: 3, page: 2 });
    const rest = SEED_POSTS.length - 2;
    expect(first.pageCount).toBe(Math.ceil(rest / 3));
    expect(first.featured).toHaveLength(2);
    expect(second.featured).toHaveLength(0);
    expect(second.latest).toHaveLength(3);
    expect(second.latest[0].slug).not.toBe(first.latest[0].slug);
    // A page past the end shows the last one.
    expect((await listBlog({ pageSize: 3, page: 99 })).page).toBe(first.pageCount);
    expect((await listBlog({ pageSize: 3, page: -4 })).page).toBe(1);
  });

  it("lists the categories by name", async () => {
    const categories = await listBlogCategories();
    expect(categories.map((c) => c.name)).toEqual(["Bem-estar", "Ciência", "Nootrópicos", "Nutrição", "Sono"]);
  });

  it("gives the newest published posts for the home page", async () => {
    expect((await listLatestPosts(3)).map((p) => p.slug)).toEqual(byNewest.slice(0, 3).map((p) => p.slug));
  });
});

describe("post page", () => {
  it("finds each of the five fixed articles with its full text", async () => {
    for (const slug of FIXED_SLUGS) {
      const post = await getPublishedPost(slug);
      expect(post, slug).not.toBeNull();
      expect(post!.content.length, slug).toBeGreaterThan(3000);
      expect(post!.content).toMatch(/^## /m);
    }
  });

  it("hides drafts, archived posts and unknown slugs", async () => {
    expect(await getPublishedPost("rascunho-secreto")).toBeNull();
    expect(await getPublishedPost("post-arquivado")).toBeNull();
    expect(await getPublishedPost("nao-existe")).toBeNull();
  });

  it("uses the author's profile name when the post has no author name", async () => {
    const authorId = await newUser("Beatriz Autora");
    await addPost({ slug: "com-autora", authorId, authorName: null });
    expect((await getPublishedPost("com-autora"))!.authorName).toBe("Beatriz Autora");
    await addPost({ slug: "sem-autor" });
    expect((await getPublishedPost("sem-autor"))!.authorName).toBe("Equipe Raiz Vital");
  });

  it("counts every view, also when many readers open the post at once", async () => {
    const post = (await getPublishedPost("beneficios-omega-3-cerebro"))!;
    const results = await Promise.all(Array.from({ length: 20 }, () => recordPostView(post.id)));
    expect(new Set(results).size).toBe(20);
    expect((await getPublishedPost(post.slug))!.views).toBe(post.views + 20);
  });

  it("does not count views of a post that is not published", async () => {
    const [draft] = await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.slug, "rascunho-secreto"));
    expect(await recordPostView(draft.id)).toBeNull();
    const [after] = await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.slug, "rascunho-secreto"));
    expect(after.views).toBe(0);
  });

  it("relates posts of the same category first, then the newest others, never itself", async () => {
    const post = (await getPublishedPost("beneficios-omega-3-cerebro"))!;
    const related = await listRelatedPosts(post);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    const sameCategory = SEED_POSTS.filter((p) => p.category === "nutricao" && p.slug !== post.slug).length;
    expect(related.slice(0, Math.min(3, sameCategory)).every((p) => p.category?.slug === "nutricao")).toBe(true);

    const sono = (await getPublishedPost("higiene-do-sono-habitos-noites-tranquilas"))!;
    const fill = await listRelatedPosts(sono);
    expect(fill).toHaveLength(3);
    expect(fill.map((p) => p.slug)).not.toContain(sono.slug);
  });
});

describe("likes", () => {
  it("likes once per user however often it is sent, and unlikes", async () => {
    const userId = await newUser();
    const slug = "micronutrientes-energia-fadiga";
    expect(await setPostLike(userId, slug, true)).toEqual({ liked: true, count: 1 });
    expect(await setPostLike(userId, slug, true)).toEqual({ liked: true, count: 1 });
    expect(await getLikeState(slug, userId)).toEqual({ liked: true, count: 1 });
    expect(await getLikeState(slug, null)).toEqual({ liked: false, count: 1 });
    expect(await setPostLike(userId, slug, false)).toEqual({ liked: false, count: 0 });
    expect(await setPostLike(userId, slug, false)).toEqual({ liked: false, count: 0 });
  });

  it("is enforced by the database: one row per user and post", async () => {
    const userId = await newUser();
    const [post] = await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.slug, "colageno-mitos-verdades-cientificas"));
    await t.db.insert(s.blogPostLikes).values({ postId: post.id, userId });
    await expect(t.db.insert(s.blogPostLikes).values({ postId: post.id, userId })).rejects.toThrow();
  });

  it("counts concurrent likes of many readers exactly", async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => newUser(`Leitor ${i}`)));
    const slug = "5-pilares-vitalidade-natural";
    await Promise.all(users.flatMap((u) => [setPostLike(u, slug, true), setPostLike(u, slug, true)]));
    expect((await getLikeState(slug))!.count).toBe(12);
    const listing = await listBlog({});
    expect(listing.featured.find((p) => p.slug === slug)!.likeCount).toBe(12);
    await Promise.all(users.slice(0, 5).map((u) => setPostLike(u, slug, false)));
    expect((await getLikeState(slug, users[0]))!).toEqual({ liked: false, count: 7 });
    expect((await getLikeState(slug, users[6]))!).toEqual({ liked: true, count: 7 });
  });

  it("refuses posts that are not published", async () => {
    const userId = await newUser();
    expect(await setPostLike(userId, "rascunho-secreto", true)).toBeNull();
    expect(await setPostLike(userId, "nao-existe", true)).toBeNull();
    expect(await getLikeState("rascunho-secreto", userId)).toBeNull();
  });

  it("marks the posts the reader likes", async () => {
    const userId = await newUser();
    await setPostLike(userId, "beneficios-omega-3-cerebro", true);
    const { posts, failed } = await withUserLikes((await listBlog({ pageSize: 50 })).latest, userId);
    expect(failed).toBe(false);
    expect(posts.filter((p) => p.likedByMe).map((p) => p.slug)).toEqual(["beneficios-omega-3-cerebro"]);
    const anonymous = await withUserLikes(posts, null);
    expect(anonymous.posts).toBe(posts);
  });
});

describe("feeds", () => {
  it("lists published posts with content for RSS and every published post for the sitemap", async () => {
    const feed = await listFeedPosts(50);
    expect(feed.map((p) => p.slug)).not.toContain("rascunho-secreto");
    expect(feed.find((p) => p.slug === FIXED_SLUGS[0])!.content.length).toBeGreaterThan(3000);
    const dates = await listPublishedPostDates();
    expect(dates.map((d) => d.slug)).toEqual(expect.arrayContaining(FIXED_SLUGS));
    expect(dates.map((d) => d.slug)).not.toContain("post-arquivado");
    expect(dates.every((d) => d.lastModified instanceof Date)).toBe(true);
  });
});
